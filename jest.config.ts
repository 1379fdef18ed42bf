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
  testTimeout: 20000,
}

export default config
