// The shared FAQ of spec §2/§4/§5: an accordion previewing the first five
// questions (the first one open), 'Voir toutes les questions (N)' opening a
// full-screen modal when there are more, and an optional call to action.
// States (spec §4): loading (no data yet), loaded, or fallback (the spec §8
// item Django sends, with its error flag, when the FAQ file failed).
//
// The server's HTML holds the five previewed questions only, whatever the
// FAQ holds (content/previews.json; the FAQPage structured data names the
// same five): the others come with the section's data and show in the modal.
// Without JavaScript 'Voir toutes les questions (N)' is a link to this page
// asked for with every question (?tout=faq), where they follow the preview.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Faq as FaqData } from '../../content/types.generated';
import FaqList from './FaqList';
import FaqModal from './FaqModal';
import { useHydrated } from '../../lib/useHydrated';
import { PREVIEWS, expandedHref, useExpanded } from '../../lib/previews';
import './Faq.css';

/** Spec §9 "FAQ preview: 5 items". */
export const FAQ_PREVIEW = PREVIEWS.faq;

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
  // This page asked for with every question (the link without JavaScript).
  const whole = useExpanded('faq');
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
        {whole && items.length > FAQ_PREVIEW && (
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
                !whole && (
                  <a className="button button--secondary faq__all-link" href={expandedHref('faq', moreId)}>
                    Voir toutes les questions ({items.length})
                  </a>
                )
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
