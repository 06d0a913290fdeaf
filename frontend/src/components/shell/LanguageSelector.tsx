// The language dropdown of spec §2 (English, Chinese, Japanese, Belgium).
// The choice is kept in the tq_lang cookie for 6 months (cookie table); the
// content exists in French only, so ShellFrame shows the chosen language's
// one-line notice and the page stays French.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Icon from './Icon';
import { LANGUAGES, type Language } from './languages';
import './LanguageSelector.css';

export interface LanguageSelectorProps {
  current: Language | null;
  onChoose: (language: Language) => void;
}

export default function LanguageSelector({ current, onChoose }: LanguageSelectorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // A click elsewhere closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="language-selector"
      ref={root}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="shell-icon-button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" />
        <span className="visually-hidden">Langue : </span>
        <span aria-hidden="true">{(current?.code ?? 'fr').slice(0, 2).toUpperCase()}</span>
        <span className="visually-hidden">{current?.label ?? 'Français'}</span>
      </button>
      <ul className="language-selector__list" id={`${id}-list`} hidden={!open}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.code}
              aria-current={(current?.code ?? 'fr') === language.code ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                onChoose(language);
              }}
            >
              {language.label}
              {language.name !== language.label && (
                <span className="language-selector__name" lang="en">
                  {' '}
                  ({language.name})
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
