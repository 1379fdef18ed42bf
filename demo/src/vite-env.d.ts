// Vite's client types: CSS and asset imports, import.meta.env.
/// <reference types="vite/client" />
