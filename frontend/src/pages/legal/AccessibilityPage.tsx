// Déclaration d'accessibilité (/accessibilite), on the model of the RGAA 4.1
// statement (loi n° 2005-102 art. 47, décret n° 2019-768): conformance status,
// audit results, non-conformities, derogations, feedback and recourse. The
// status and figures come from the audit described in the README
// ("Accessibility audit"); update them when the audit is run again.
import { Link } from 'react-router-dom';
import { useLegalSite } from '../../lib/site';
import { formatAddress, LegalSection, LegalTable, LegalToc, LegalUpdated, type LegalSectionRef } from './LegalSection';
import './legal.css';

export const ACCESSIBILITY_SECTIONS: readonly LegalSectionRef[] = [
  { id: 'etat-conformite', title: 'État de conformité' },
  { id: 'resultats-tests', title: 'Résultats des tests' },
  { id: 'contenus-non-accessibles', title: 'Contenus non accessibles' },
  { id: 'etablissement', title: 'Établissement de cette déclaration' },
  { id: 'navigation', title: 'Se repérer sur le site' },
  { id: 'retour-information', title: "Retour d'information et contact" },
  { id: 'voies-recours', title: 'Voies de recours' },
];

/** The conformance status shown here and in the footer link (content/routes.json). */
export const CONFORMANCE_STATUS = 'partiellement conforme';

/** RGAA criteria checked by hand, with their result (README, "Accessibility audit"). */
const CRITERIA_CHECKED: readonly (readonly [string, string, boolean])[] = [
  ['1.1', "Chaque image porteuse d'information a une alternative textuelle", true],
  ['1.2', "Chaque image de décoration est ignorée par les technologies d'assistance", true],
  ['1.3', "L'alternative de chaque image porteuse d'information décrit ce qu'elle montre", true],
  ['3.2', 'Le contraste entre le texte et son arrière-plan est suffisant', true],
  ['7.1', "Les scripts (fenêtres, carrousel, menus) sont compatibles avec les technologies d'assistance", true],
  ['7.3', 'Chaque script est contrôlable au clavier', true],
  ['8.3', 'La langue par défaut est indiquée', true],
  ['8.5', 'Chaque page a un titre', true],
  ['9.1', "L'information est structurée par des titres (un seul titre de niveau 1 par page)", true],
  ['10.7', 'La prise de focus est visible', true],
  ['10.11', 'Le contenu se lit sans défilement horizontal à 320 px de large', true],
  ['11.1', 'Chaque champ de formulaire a une étiquette', true],
  ['11.10', "Le contrôle de saisie est utilisé de manière pertinente (messages d'erreur)", true],
  ['12.1', 'Le site propose au moins deux systèmes de navigation (menu, plan du site)', true],
  ['12.7', "Un lien d'évitement permet d'atteindre le contenu principal", true],
  ['12.8', "L'ordre de tabulation est cohérent (le bandeau cookies vient en premier)", true],
  ['13.1', "L'utilisateur contrôle chaque limite de temps modifiant le contenu", false],
  ['13.8', 'Chaque contenu en mouvement peut être mis en pause', true],
];

export default function AccessibilityPage() {
  const site = useLegalSite();
  const [s1, s2, s3, s4, s5, s6, s7] = ACCESSIBILITY_SECTIONS;
  const met = CRITERIA_CHECKED.filter(([, , ok]) => ok).length;
  const rate = Math.round((met / CRITERIA_CHECKED.length) * 100);
  const emailLink = <a href={`mailto:${site.email}`}>{site.email}</a>;

  return (
    <article className="legal">
      <header className="legal__header">
        <h1>Déclaration d'accessibilité</h1>
        <LegalUpdated iso="2026-11-23" display="23/11/2026" />
        <p className="legal__intro">
          {site.legalName} s'engage à rendre son site accessible, conformément à l'article 47 de la loi n° 2005-102 du
          11 février 2005. Cette déclaration s'applique au site {site.brand}.
        </p>
      </header>

      <LegalToc sections={ACCESSIBILITY_SECTIONS} />

      <LegalSection id={s1.id} number={1} title={s1.title}>
        <p>
          Le site {site.brand} est <strong>{CONFORMANCE_STATUS}</strong> avec le référentiel général d'amélioration de
          l'accessibilité (RGAA), version 4.1, en raison des non-conformités énumérées à la section 3.
        </p>
      </LegalSection>

      <LegalSection id={s2.id} number={2} title={s2.title}>
        <p>
          L'audit interne a porté sur {CRITERIA_CHECKED.length} critères du RGAA vérifiés à la main, sur toutes les
          pages du site : {met} sont respectés, soit {rate} % des critères vérifiés. Ce n'est pas encore un audit
          complet des 106 critères : le taux de conformité global sera publié après un audit externe.
        </p>
        <p>
          En complément, l'outil automatique axe-core ne relève aucune erreur sur chaque page du site ni dans chaque
          fenêtre (carte des menaces, avis, questions fréquentes, remerciement, bandeau cookies).
        </p>
        <LegalTable
          id="criteres-verifies"
          caption="Critères vérifiés à la main"
          columns={['Critère', 'Exigence', 'Résultat']}
          rows={CRITERIA_CHECKED.map(([number, text, ok]) => [number, text, ok ? 'Respecté' : 'Non respecté'])}
        />
      </LegalSection>

      <LegalSection id={s3.id} number={3} title={s3.title}>
        <h3>Non-conformités</h3>
        <ul>
          <li>
            Critère 13.1 : après l'envoi d'un avis, la fenêtre de remerciement se ferme d'elle-même au bout de 3
            secondes, sans que l'on puisse prolonger ce délai ; le message de confirmation disparaît avec elle. (Pour
            une demande de rappel, une confirmation « Demande envoyée » reste affichée sous la fenêtre.)
          </li>
        </ul>
        <h3>Dérogations pour charge disproportionnée</h3>
        <p>Aucune.</p>
        <h3>Contenus non soumis à l'obligation d'accessibilité</h3>
        <ul>
          <li>
            La carte des cybermenaces en direct de la page Cybersécurité est un site tiers, affiché dans un cadre ou
            ouvert dans un nouvel onglet : son contenu ne dépend pas de nous.
          </li>
          <li>Les sites des réseaux sociaux (LinkedIn, Instagram) vers lesquels pointent nos liens.</li>
        </ul>
      </LegalSection>

      <LegalSection id={s4.id} number={4} title={s4.title}>
        <p>Cette déclaration a été établie le 23 novembre 2026.</p>
        <ul>
          <li>
            Technologies utilisées : HTML, CSS, JavaScript (WAI-ARIA), avec des pages utilisables sans JavaScript.
          </li>
          <li>
            Tests : axe-core dans Chromium, navigation au clavier seul, arbre d'accessibilité du navigateur, zoom et
            affichage à 320 px de large, préférence « réduire les animations » et JavaScript désactivé.
          </li>
          <li>Pages vérifiées : toutes les pages du site, y compris la page d'erreur 404.</li>
        </ul>
      </LegalSection>

      <LegalSection id={s5.id} number={5} title={s5.title}>
        <p>
          Deux moyens de navigation sont proposés sur chaque page : le menu principal en haut de page et le{' '}
          <Link to="/sitemap">plan du site</Link>, accessible depuis le pied de page, qui liste toutes les pages par
          rubrique. Un lien « Aller au contenu » est le premier élément de chaque page.
        </p>
      </LegalSection>

      <LegalSection id={s6.id} number={6} title={s6.title}>
        <p>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, contactez-nous : nous vous orienterons vers une
          autre solution ou vous transmettrons l'information sous une autre forme.
        </p>
        <ul>
          <li>par e-mail : {emailLink} ;</li>
          <li>
            par téléphone : <a href={`tel:${site.phoneHref}`}>{site.phone}</a> ({site.hours}) ;
          </li>
          <li>
            par courrier : {site.legalName}, {formatAddress(site.address)}.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id={s7.id} number={7} title={s7.title}>
        <p>
          Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et
          que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :
        </p>
        <ul>
          <li>
            par le formulaire en ligne :{' '}
            <a href="https://formulaire.defenseurdesdroits.fr/">formulaire.defenseurdesdroits.fr</a> ;
          </li>
          <li>
            en contactant un délégué de votre région :{' '}
            <a href="https://www.defenseurdesdroits.fr/saisir/delegues">www.defenseurdesdroits.fr/saisir/delegues</a> ;
          </li>
          <li>par téléphone : 09 69 39 00 00 ;</li>
          <li>
            par courrier, gratuitement et sans timbre : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </LegalSection>
    </article>
  );
}
