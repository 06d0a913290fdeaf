// The shared FAQ of spec §2/§4/§5: an accordion previewing the first five
// questions (the first one open), 'Voir toutes les questions (N)' opening a
// full-screen modal when there are more, and an optional call to action.
// States (spec §4): loading (no data yet), loaded, or fallback (the spec §8
// item Django sends, with its error flag, when the FAQ file failed).
//
// Every question is in the page (the FAQPage structured data must describe
// content the visitor can see): the ones after the fifth follow the preview,
// folded away by CSS unless their block is the URL's #target. Without
// JavaScript 'Voir toutes les questions (N)' is a link to that block; once
// hydrated it is the button that opens the modal.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Faq as FaqData } from '../../content/types.generated';
import FaqList from './FaqList';
import FaqModal from './FaqModal';
import { useHydrated } from '../../lib/useHydrated';
import './Faq.css';

/** Spec §9 "FAQ preview: 5 items". */
export const FAQ_PREVIEW = 5;

export type FaqState = 'loading' | 'loaded' | 'fallback';

export interface FaqProps {
  /** The FAQ as Django validated it; undefined while it is still loading. */
  faq?: FaqData;
  /** Id of the section, an anchor target. */
  id?: string;
}

export default function Faq({ faq, id = 'faq' }: FaqProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const hydrated = useHydrated();
  const moreId = `${id}-toutes`;
  const headingId = `${id}-titre`;
  const state: FaqState = !faq ? 'loading' : faq.error ? 'fallback' : 'loaded';
  const items = faq?.items ?? [];
  const cta = faq?.cta;

  return (
    <section id={id} className="faq" aria-labelledby={headingId} data-state={state}>
      <div className="container faq__inner">
        <h2 id={headingId} className="faq__title">
          {faq?.title ?? 'FAQ'}
        </h2>
        {state === 'loading' ? (
          <p className="faq__status" role="status">
            Chargement des questions…
          </p>
        ) : (
          <FaqList items={items.slice(0, FAQ_PREVIEW)} />
        )}
        {items.length > FAQ_PREVIEW && (
          <div id={moreId} className="faq__more" tabIndex={-1}>
            <FaqList items={items.slice(FAQ_PREVIEW)} openIndex={-1} />
          </div>
        )}
        {(items.length > FAQ_PREVIEW || cta) && (
          <div className="faq__actions">
            {items.length > FAQ_PREVIEW &&
              (hydrated ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-haspopup="dialog"
                  onClick={() => setModalOpen(true)}
                >
                  Voir toutes les questions ({items.length})
                </button>
              ) : (
                <a className="button button--secondary faq__all-link" href={`#${moreId}`}>
                  Voir toutes les questions ({items.length})
                </a>
              ))}
            {cta &&
              (cta.link.startsWith('/') ? (
                <Link className="faq__cta" to={cta.link}>
                  {cta.text}
                </Link>
              ) : (
                <a className="faq__cta" href={cta.link}>
                  {cta.text}
                </a>
              ))}
          </div>
        )}
      </div>
      {faq && items.length > FAQ_PREVIEW && <FaqModal open={modalOpen} onClose={() => setModalOpen(false)} faq={faq} />}
    </section>
  );
}
