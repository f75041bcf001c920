import { describe, expect, it } from 'vitest';
import { failures } from './failures.mjs';

describe('failures', () => {
  it('names each unexpected Playwright test with its project, place, titles and error', () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'watch.spec.ts',
          specs: [],
          suites: [
            {
              title: 'watching to earn',
              specs: [
                {
                  title: 'earns once',
                  file: 'watch.spec.ts',
                  line: 42,
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message:
                              '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText(/Earned/)\nExpected: visible\nReceived: hidden\nCall log:',
                          },
                        },
                      ],
                    },
                    { projectName: 'mobile', status: 'expected', results: [{ status: 'passed' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failures(report, 3)).toEqual([
      {
        title: '[desktop] watch.spec.ts:42 › watching to earn › earns once',
        error: [
          'Error: expect(locator).toBeVisible() failed',
          'Locator: getByText(/Earned/)',
          'Expected: visible',
        ],
      },
    ]);
  });

  it('names a timed-out Playwright test by its status when it has no error', () => {
    const report = {
      stats: { expected: 0, unexpected: 1 },
      suites: [
        {
          title: 'a.spec.ts',
          specs: [
            {
              title: 'waits',
              file: 'a.spec.ts',
              line: 3,
              tests: [
                {
                  projectName: 'desktop',
                  status: 'unexpected',
                  results: [{ status: 'timedOut' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failures(report)).toEqual([
      { title: '[desktop] a.spec.ts:3 › waits', error: ['timedOut'] },
    ]);
  });

  it('names each failed Vitest assertion, and a file that failed to load', () => {
    const report = {
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a adds', status: 'passed' },
            {
              fullName: 'a subtracts',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:9'],
            },
          ],
        },
        {
          name: '/repo/src/b.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing',
          assertionResults: [],
        },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(failures(report, 1)).toEqual([
      { title: '/repo/src/a.test.ts › a subtracts', error: ['AssertionError: expected 1 to be 2'] },
      { title: '/repo/src/b.test.ts', error: ['Failed to load url ./missing'] },
    ]);
  });
});
