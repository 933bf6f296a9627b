// A row the product cannot fill yet: it names the issue that will bring the product side, and shows the
// raw baseline when this benchmark already measures it, so the target is known before the code exists.
export function pending({ id, what, target, issue, baseline }) {
  return {
    id,
    what,
    target,
    async measure(ctx) {
      const [name, show] = baseline ?? [];
      return {
        product: `— (${issue})`,
        baseline: name ? show(await ctx.baseline(name)) : '—',
        verdict: 'not yet',
      };
    },
  };
}
