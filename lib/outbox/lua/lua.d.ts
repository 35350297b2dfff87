/** A Lua script as its text: Turbopack bundles it so (next.config.ts), jest and jiti too. */
declare module '*.lua' {
  const text: string;
  export default text;
}
