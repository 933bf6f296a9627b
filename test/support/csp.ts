/** The directives of a Content-Security-Policy header by name, each with its sources. */
export function directivesOf(policy: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** The frame-ancestors directive of a Content-Security-Policy, as it is written in it. */
export function frameAncestorsOf(policy: string | undefined): string | undefined {
  const sources = directivesOf(policy).get('frame-ancestors');
  return sources && ['frame-ancestors', ...sources].join(' ');
}
