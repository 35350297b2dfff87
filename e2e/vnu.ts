import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The W3C's Nu Html Checker (vnu-jar, the validator behind validator.w3.org),
// run on Debian's Java.

const VNU_JAR = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  message: string;
  url: string;
  lastLine?: number;
  extract?: string;
};

/**
 * The pages' stylesheet is inline, so the checker validates Tailwind's CSS too.
 * Its CSS validator predates two standard features Tailwind uses: `@property`
 * (CSS Properties and Values API) and `margin-trim` (CSS Box Model 4). Every
 * other CSS message still counts.
 */
const CSS_THE_CHECKER_PREDATES = [
  /^CSS: Unrecognized at-rule “@property”$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
];

/**
 * One short run, not a server: Java's quick compiler alone (C1) and no guess of each page's
 * language take about 2 s of CPU for both hosts' 24 pages instead of 5, with the same messages.
 * C1's frames are deeper: with Java's default 1 MB stack the checker stops with a
 * StackOverflowError, hence 8 MB. The language guess only makes warnings, which are not reported.
 */
const JAVA_FOR_ONE_RUN = ['-XX:TieredStopAtLevel=1', '-Xss8m'];

/** The checker's errors in these HTML files, one line each (`file:line: message`). */
export async function vnuErrors(files: string[]): Promise<string[]> {
  // vnu exits 1 when it finds an error and reports as JSON on stderr either way.
  const { stderr } = await promisify(execFile)(
    'java',
    [...JAVA_FOR_ONE_RUN, '-jar', VNU_JAR, '--format', 'json', '--no-langdetect', ...files],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !CSS_THE_CHECKER_PREDATES.some((known) => known.test(message.message)))
    .map((message) => `${message.url.split('/').pop()}:${message.lastLine}: ${message.message}`);
}
