// The #contact section that ends every offer page (spec §1: a lead form
// promising a callback within 24 h): the promises on one side, the lead form
// (passed as children) on the other, optionally with key figures. Its words are
// the page's (its contact block in the page editor).
import type { ReactNode } from 'react';
import type { KeyFigure } from '../../content/types.generated';
import Kpis from './Kpis';
import './ContactSection.css';

export interface ContactSectionProps {
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
  /** What the visitor gets, as a checklist. */
  points: readonly string[];
  /** Key figures under the text (/cybersecurite's). */
  figures?: readonly KeyFigure[] | null;
  /** The lead form. */
  children: ReactNode;
}

export default function ContactSection({ title, intro, points, figures, children }: ContactSectionProps) {
  return (
    <section id="contact" className="contact-section" aria-labelledby="contact-titre">
      <div className="container contact-section__inner">
        <div className="contact-section__text">
          <h2 id="contact-titre" className="contact-section__title">
            {title}
          </h2>
          <p className="contact-section__intro">{intro}</p>
          {points.length > 0 && (
            <ul className="contact-section__points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {figures && figures.length > 0 && (
            <div className="contact-section__kpis">
              <Kpis items={figures} />
            </div>
          )}
        </div>
        <div className="contact-section__form">{children}</div>
      </div>
    </section>
  );
}
