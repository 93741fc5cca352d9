export * from "./contact";
export * from "./mail";
export * from "./rate-limit";
