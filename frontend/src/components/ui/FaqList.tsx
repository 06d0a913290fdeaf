// Questions and answers as native <details>/<summary>: they open and close
// without JavaScript, keyboard and screen readers handle them natively, and
// the shared name makes the group an exclusive accordion in the browser.
import { useId } from 'react';
import type { Faq } from '../../content/types.generated';
import './FaqList.css';

export interface FaqListProps {
  /** Questions to show, in order. */
  items: Faq['items'];
  /** Index of the item open on first render (spec §2: the first one). */
  openIndex?: number;
}

export default function FaqList({ items, openIndex = 0 }: FaqListProps) {
  const group = useId();
  return (
    <div className="faq-list">
      {items.map((item, index) => (
        // `open` only sets the initial state: React leaves the attribute alone
        // afterwards, so the visitor's clicks (before or after hydration) stay.
        <details key={item.question} className="faq-list__item" name={group} open={index === openIndex}>
          <summary className="faq-list__question">{item.question}</summary>
          <div className="faq-list__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
