import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface MenuButtonProps {
  controls: string;
  open: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The hamburger shown on narrow screens. */
export function MenuButton({ controls, open, onToggle, ref }: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className="toolbar__menu-button"
      aria-controls={controls}
      aria-expanded={open}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onToggle}
    >
      <span className={open ? 'hamburger is-open' : 'hamburger'} aria-hidden="true" />
    </button>
  );
}
