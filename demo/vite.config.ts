// Builds the demo host application (demo/ → demo/dist). `npm run demo` calls
// it through demo/server/startDemo.mjs; it can also run alone:
// `npx vite build --config demo/vite.config.ts`.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
})
