export * from "./auth";
export * from "./contact";
export * from "./mail";
export * from "./newsletter";
export * from "./rate-limit";
export * from "./tournaments";
export * from "./groups";
export * from "./billing";
