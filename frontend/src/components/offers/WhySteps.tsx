// "Why" section of an offer page: a static numbered list of steps (the
// rotating step lists are the home page's). An ordered list, so the numbers
// are also announced by screen readers.
import ResponsivePicture from '../ui/ResponsivePicture';
import type { Art } from './sectionArt';
import './WhySteps.css';

export interface WhyStep {
  /** Short step title. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export interface WhyStepsProps {
  /** Id of the section (anchor target). */
  id: string;
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro?: string;
  /** The steps, in order. */
  steps: WhyStep[];
  /** Illustration beside the list (lazy: always below the fold). */
  art?: Art;
}

export default function WhySteps({ id, title, intro, steps, art }: WhyStepsProps) {
  const headingId = `${id}-titre`;
  return (
    <section id={id} className="why-steps" aria-labelledby={headingId}>
      <div className={`container why-steps__inner${art ? ' why-steps__inner--art' : ''}`}>
        <div className="why-steps__text">
          <h2 id={headingId} className="why-steps__title">
            {title}
          </h2>
          {intro && <p className="why-steps__intro">{intro}</p>}
          <ol className="why-steps__list">
            {steps.map((step, index) => (
              <li key={step.title} className="why-steps__step">
                <span className="why-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="why-steps__step-title">{step.title}</h3>
                  <p className="why-steps__step-text">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        {art && (
          <div className="why-steps__art">
            <ResponsivePicture
              opti={art.opti}
              alt=""
              width={art.width}
              height={art.height}
              sizes="(min-width: 1200px) 520px, (min-width: 900px) 42vw, 100vw"
              className="why-steps__img"
            />
          </div>
        )}
      </div>
    </section>
  );
}
