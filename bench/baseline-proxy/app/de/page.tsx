// The baseline's page, served at the segment the proxy rewrites `/` to.
export { default } from '../page';
