// The host's own build: its page and Atrium's views, as any Vite app builds them.
import { defineConfig } from 'vite'

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true },
})
