// Cross-process and browser tests start processes and wait on real services: Jest's 5 s default is
// for unit tests. (testTimeout is a global option, so the projects set it here.)
jest.setTimeout(90_000);
