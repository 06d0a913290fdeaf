// The #contact section that ends every offer page (spec §1: a lead form
// promising a callback within 24 h): the promise on one side, the lead form
// (passed as children) on the other, optionally with the key figures.
import type { ReactNode } from 'react';
import Kpis from './Kpis';
import './ContactSection.css';

export interface ContactSectionProps {
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
  /** What the visitor gets, as a checklist. */
  points?: string[];
  /** Show the spec §1 key figures under the text (/cybersecurite). */
  withKpis?: boolean;
  /** The lead form. */
  children: ReactNode;
}

/** Spec §1 promises of every lead form. */
export const CONTACT_PROMISES = [
  'Un conseiller vous rappelle sous 24 h',
  'Un audit initial gratuit de 30 minutes avec un expert',
  'Un devis clair et détaillé, sans engagement',
];

export default function ContactSection({
  title,
  intro,
  points = CONTACT_PROMISES,
  withKpis = false,
  children,
}: ContactSectionProps) {
  return (
    <section id="contact" className="contact-section" aria-labelledby="contact-titre">
      <div className="container contact-section__inner">
        <div className="contact-section__text">
          <h2 id="contact-titre" className="contact-section__title">
            {title}
          </h2>
          <p className="contact-section__intro">{intro}</p>
          <ul className="contact-section__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {withKpis && (
            <div className="contact-section__kpis">
              <Kpis />
            </div>
          )}
        </div>
        <div className="contact-section__form">{children}</div>
      </div>
    </section>
  );
}
