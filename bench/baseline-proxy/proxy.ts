import { NextResponse, type NextRequest } from 'next/server';

// The bare page behind the smallest proxy that routes as the site's does: one
// rewrite, nothing read or decided. What Next's proxy layer costs by itself.
export function proxy(request: NextRequest) {
  const target = request.nextUrl.clone();
  target.pathname = '/de';
  return NextResponse.rewrite(target);
}

export const config = { matcher: ['/'] };
