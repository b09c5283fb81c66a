import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const CloseMenu = createContext<() => void>(() => {});

type DropdownMenuProps = {
  /** Content of the trigger button (e.g. an avatar). */
  trigger: ReactNode;
  /** Accessible name of the menu, and of the trigger button unless `triggerLabel` gives one. */
  label: string;
  /** Accessible name of the trigger when its visible content says something the name must hold (initials). */
  triggerLabel?: string;
  children: ReactNode;
  triggerClassName?: string;
};

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')) : [];
}

/** A button that opens a menu: arrow keys move, Escape or a click outside closes it. */
export function DropdownMenu({ trigger, label, triggerLabel, children, triggerClassName }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
    } else if (event.key in moves && items.length > 0) {
      event.preventDefault();
      const next = ((moves[event.key] ?? 0) + items.length) % items.length;
      items[next]?.focus();
    }
  };

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={triggerClassName ?? 'menu__trigger'}
        aria-label={triggerLabel ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {trigger}
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-label={label} className="menu__content" onKeyDown={onMenuKeyDown}>
          <CloseMenu.Provider value={() => close(false)}>{children}</CloseMenu.Provider>
        </div>
      ) : null}
    </div>
  );
}

export function DropdownMenuItem({
  onSelect,
  icon,
  children,
  tone,
}: {
  onSelect: () => void;
  icon?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={tone === 'danger' ? 'menu__item menu__item--danger' : 'menu__item'}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}

/** Non-interactive content at the top of a menu (who is signed in, badges). */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <div className="menu__label">{children}</div>;
}

export function DropdownMenuSeparator() {
  return <div role="separator" className="menu__separator" />;
}
