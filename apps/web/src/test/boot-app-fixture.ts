// The app boot.test.ts loads: it counts its loads, so that a test sees whether boot.ts loaded the app.
const counter = globalThis as { bootFixtureLoads?: number };
counter.bootFixtureLoads = (counter.bootFixtureLoads ?? 0) + 1;
export {};
