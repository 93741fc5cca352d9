// Vitest 5 targets Node 22; these machines run Node 20. Its reporter uses Map.groupBy (Node 21+).
if (typeof Map.groupBy !== "function") {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== "function") {
  Object.groupBy = function groupBy(items, keyOf) {
    const groups = Object.create(null);
    let index = 0;
    for (const item of items) (groups[keyOf(item, index++)] ??= []).push(item);
    return groups;
  };
}
