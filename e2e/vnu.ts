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

/** The checker's errors in these HTML files, one line each (`file:line: message`). */
export async function vnuErrors(files: string[]): Promise<string[]> {
  // vnu exits 1 when it finds an error and reports as JSON on stderr either way.
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', ...files],
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
