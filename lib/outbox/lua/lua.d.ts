/** A Lua script as its text: Turbopack bundles it so (next.config.ts), jest, jiti and Playwright too. */
declare module '*.lua' {
  const text: string;
  export default text;
}
