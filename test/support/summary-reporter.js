// Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped".
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    console.log(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed, ${skipped} skipped`);
  }
}
