import { NextResponse, type NextRequest } from 'next/server';
import { isUnroutedPath } from '@/lib/proxy/routing';

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The answer to a request no page may take, or null for one that goes on. */
export function refusal(request: NextRequest): NextResponse | null {
  // Next answers a path it cannot decode (`/%ZZ`) with a 500; it is the client's error.
  if (!decodable(request.nextUrl.pathname)) return new NextResponse('Bad Request', { status: 400 });
  // Pages are only read: none has a server action. Any other method (Next's action
  // header or a multipart body above all) would have Next, and Vercel past its
  // prerendered file, render the page anew: unpinned HTML that cannot run under its policy.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  // What the proxy rewrites an unknown internal path to. Asked for, it is either typed
  // or a rewrite Next took for another server's and sent back over HTTP: rewritten
  // again, it would come back again, each time on a new connection.
  if (isUnroutedPath(request.nextUrl.pathname)) {
    return new NextResponse('Not Found', { status: 404 });
  }
  return null;
}
