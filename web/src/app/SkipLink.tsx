/** First stop of the keyboard on every page: straight past the toolbar to the page's content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="skip-link"
      onClick={(event) => {
        // Focus rather than a #main fragment: the address stays the page's own.
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {label}
    </a>
  );
}
