import { availableParallelism } from 'node:os'
import type { Config } from 'jest'

const config: Config = {
  testEnvironment: '<rootDir>/__tests__/support/environment.cjs',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  // Regenerates README's reliability section from .reliability/*.json after every run.
  globalTeardown: '<rootDir>/__tests__/support/writeReliabilitySection.ts',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  // A limit that catches a hang, not a speed check: a loaded 2-core CI machine stretches
  // CPU-bound tests several times over (property tests with fast-check most).
  testTimeout: 120_000,
  // Jest's default (cores - 1) runs a 2-core machine in one process; much of the suite waits on
  // servers and Chromium, so two workers there cut the wall time by about a quarter
  // (437 s → 322 s in one back-to-back pair of runs at a load average of 11).
  maxWorkers: Math.max(2, availableParallelism()),
}

export default config
