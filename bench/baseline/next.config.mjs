// The bare page `npm run bench` measures the site against: same Next.js, same
// node_modules (the repository's), nothing else.
/** @type {import('next').NextConfig} */
export default { poweredByHeader: false };
