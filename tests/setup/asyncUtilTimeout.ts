import { configure } from "@testing-library/dom";

// A screen read after an action waits for it up to 10 s (testing-library's default is 1 s): a shared
// 2-core machine can stall a render for seconds; speed is the benchmarks' to measure, not a timeout's.
configure({ asyncUtilTimeout: 10_000 });
