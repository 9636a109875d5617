// What vitest's global setup hands every test file (provide/inject). Imported by both sides,
// so any program that reaches either one (the benches reuse test-app.ts) sees the same types.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite cluster dumped to a file; null on PostgreSQL. */
    pgliteSnapshot: string | null;
    /** A migrated, empty PostgreSQL database every test file copies; null on PGlite. */
    pgTemplate: string | null;
  }
}

export {};
