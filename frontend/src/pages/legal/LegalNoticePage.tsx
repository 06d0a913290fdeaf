// Mentions légales (/mentions-legales): ten numbered sections (spec §2
// "Legal notice"). Every company fact comes from useLegalSite(), never from here.
import { Link } from 'react-router-dom';
import { useLegalSite } from '../../lib/site';
import { formatAddress, LegalSection, LegalToc, LegalUpdated, type LegalSectionRef } from './LegalSection';
import './legal.css';

export const LEGAL_NOTICE_SECTIONS: readonly LegalSectionRef[] = [
  { id: 'editeur', title: 'Éditeur du site' },
  { id: 'hebergement', title: 'Hébergement' },
  { id: 'conception', title: 'Conception et développement' },
  { id: 'conditions-utilisation', title: "Conditions d'utilisation" },
  { id: 'propriete-intellectuelle', title: 'Propriété intellectuelle' },
  { id: 'liens', title: 'Liens hypertextes' },
  { id: 'donnees-personnelles', title: 'Données personnelles et cookies' },
  { id: 'responsabilite', title: 'Responsabilité' },
  { id: 'droit-applicable', title: 'Droit applicable' },
  { id: 'contact', title: 'Contact' },
];

/** Spelled-out legal forms; an unknown form is shown as configured. */
const LEGAL_FORM_NAMES: Record<string, string> = {
  SARL: 'société à responsabilité limitée',
  EURL: 'entreprise unipersonnelle à responsabilité limitée',
  SAS: 'société par actions simplifiée',
  SASU: 'société par actions simplifiée unipersonnelle',
  SA: 'société anonyme',
};

export default function LegalNoticePage() {
  const site = useLegalSite();
  const address = formatAddress(site.address);
  const formName = LEGAL_FORM_NAMES[site.legalForm];
  const phoneLink = <a href={`tel:${site.phoneHref}`}>{site.phone}</a>;
  const emailLink = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10] = LEGAL_NOTICE_SECTIONS;

  return (
    <article className="legal">
      <header className="legal__header">
        <h1>Mentions légales</h1>
        <LegalUpdated iso="2025-09-22" display="22/09/2025" />
        <p className="legal__intro">
          Conformément à l'article 1-1 de la loi n°&nbsp;2004-575 du 21&nbsp;juin 2004 pour la confiance dans l'économie
          numérique (LCEN), dans sa rédaction issue de la loi n°&nbsp;2024-449 du 21&nbsp;mai 2024 (dite « SREN »), les
          présentes mentions légales identifient l'éditeur et l'hébergeur du site {site.brand} et précisent les
          conditions dans lesquelles vous pouvez l'utiliser.
        </p>
      </header>

      <LegalToc sections={LEGAL_NOTICE_SECTIONS} />

      <LegalSection id={s1.id} number={1} title={s1.title}>
        <p>Le présent site est édité par :</p>
        <dl className="legal__facts">
          <dt>Dénomination sociale :</dt>
          <dd>{site.legalName}</dd>
          <dt>Nom commercial :</dt>
          <dd>{site.brand}</dd>
          <dt>Forme juridique :</dt>
          <dd>
            {site.legalForm}
            {formName ? ` (${formName})` : null}
          </dd>
          <dt>Capital social :</dt>
          <dd>{site.capital}</dd>
          <dt>Immatriculation :</dt>
          <dd>{site.registration}</dd>
          <dt>SIRET :</dt>
          <dd>{site.siret}</dd>
          <dt>N° de TVA intracommunautaire :</dt>
          <dd>{site.vatNumber}</dd>
          <dt>Code APE (NAF) :</dt>
          <dd>{site.ape}</dd>
          <dt>Siège social :</dt>
          <dd>{address}</dd>
          <dt>Téléphone :</dt>
          <dd>{phoneLink}</dd>
          <dt>Courriel :</dt>
          <dd>{emailLink}</dd>
          <dt>Directeur de la publication :</dt>
          {/* The spec leaves it blank, but LCEN art. 1-1 requires it: a company
              fact (README, departures from the spec). */}
          <dd>{site.publicationDirector}</dd>
        </dl>
      </LegalSection>

      <LegalSection id={s2.id} number={2} title={s2.title}>
        <p>{site.hosting}</p>
        <p>
          L'hébergeur du site est donc l'éditeur lui-même : {site.legalName}, {address}, téléphone : {phoneLink}. Les
          serveurs et les données qu'ils contiennent sont situés en France.
        </p>
      </LegalSection>

      <LegalSection id={s3.id} number={3} title={s3.title}>
        <p>Le site est conçu, développé et maintenu par {site.legalName}, qui en assure l'exploitation technique.</p>
        <p>
          Il repose sur des logiciels libres, notamment le cadriciel Django et la bibliothèque React, utilisés
          conformément à leurs licences respectives. Les noms et marques de ces logiciels restent la propriété de leurs
          titulaires.
        </p>
      </LegalSection>

      <LegalSection id={s4.id} number={4} title={s4.title}>
        <p>
          L'accès au site et sa consultation sont libres et gratuits, hors frais de connexion à Internet, qui restent à
          la charge de l'utilisateur. En naviguant sur le site, vous acceptez les présentes mentions légales.
        </p>
        <p>
          Le site s'adresse principalement aux professionnels (entreprises, associations, collectivités). Les
          informations qu'il présente sur les offres de {site.brand}, notamment les descriptions de services,
          indicateurs et délais, sont fournies à titre indicatif et ne constituent pas une offre contractuelle. Seuls le
          devis accepté et les conditions contractuelles signées engagent {site.legalName}.
        </p>
        <p>
          {site.legalName} s'efforce de maintenir le site accessible en permanence, sans y être tenue. L'accès peut être
          suspendu, notamment pour des opérations de maintenance ou de mise à jour, ou en cas de force majeure. Le
          contenu du site peut être modifié à tout moment et sans préavis.
        </p>
        <p>En utilisant le site, vous vous engagez à ne pas :</p>
        <ul>
          <li>
            tenter d'accéder frauduleusement au site ou aux systèmes qui l'hébergent, ni en entraver ou en fausser le
            fonctionnement (articles 323-1 et suivants du Code pénal) ;
          </li>
          <li>
            transmettre par les formulaires des contenus illicites, injurieux, diffamatoires ou portant atteinte aux
            droits de tiers ;
          </li>
          <li>
            utiliser les formulaires pour envoyer des messages non sollicités ou automatisés, ou collecter des
            informations sur les autres utilisateurs.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id={s5.id} number={5} title={s5.title}>
        <p>
          L'ensemble des éléments du site (structure, textes, graphismes, logos, images, icônes, vidéos, code source,
          bases de données) est protégé par le Code de la propriété intellectuelle. Sauf mention contraire, ces éléments
          sont la propriété exclusive de {site.legalName} ou sont utilisés avec l'autorisation de leurs titulaires.
        </p>
        <p>
          Toute reproduction, représentation, adaptation, modification ou diffusion, totale ou partielle, de ces
          éléments, par quelque procédé que ce soit, sans l'autorisation écrite préalable de {site.legalName}, est
          interdite et constitue une contrefaçon sanctionnée par les articles L.&nbsp;335-2 et suivants du Code de la
          propriété intellectuelle, sous réserve des exceptions prévues à l'article L.&nbsp;122-5 du même code
          (notamment la copie privée et la courte citation).
        </p>
        <p>
          La marque et le nom commercial {site.brand}, ainsi que les logos associés, ne peuvent être utilisés sans
          accord préalable écrit. Les marques et logos de tiers cités sur le site, notamment ceux de clients, de
          partenaires ou d'éditeurs de logiciels (par exemple Microsoft&nbsp;365, Windows, Intune ou Entra&nbsp;ID),
          appartiennent à leurs titulaires respectifs ; leur mention n'emporte aucun droit à leur égard.
        </p>
      </LegalSection>

      <LegalSection id={s6.id} number={6} title={s6.title}>
        <p>
          Le site contient des liens vers des sites tiers (par exemple les réseaux sociaux de {site.brand}, un service
          de cartographie ou une carte des cybermenaces en temps réel). Ces sites ne sont pas édités par{' '}
          {site.legalName}, qui n'exerce aucun contrôle sur leur contenu ni sur leur traitement des données personnelles
          et décline toute responsabilité à leur égard. Leurs propres conditions d'utilisation et politiques de
          confidentialité s'appliquent.
        </p>
        <p>
          La création d'un lien simple vers la page d'accueil ou une page du site est autorisée sans accord préalable, à
          condition qu'il ouvre le site dans une fenêtre entière, sans l'insérer dans les pages d'un autre site, qu'il
          ne laisse planer aucune confusion sur l'origine des contenus et qu'il ne soit pas placé sur un site à
          caractère illicite ou portant atteinte à l'image de {site.brand}. {site.legalName} peut demander à tout moment
          la suppression d'un lien.
        </p>
      </LegalSection>

      <LegalSection id={s7.id} number={7} title={s7.title}>
        <p>
          {site.legalName} traite les données personnelles recueillies sur le site, notamment par les formulaires de
          demande de rappel et d'avis, dans le respect du règlement (UE) 2016/679 du 27&nbsp;avril 2016 (RGPD) et de la
          loi n°&nbsp;78-17 du 6&nbsp;janvier 1978 relative à l'informatique, aux fichiers et aux libertés.
        </p>
        <p>
          Les finalités de ces traitements, leurs bases légales, les durées de conservation et les droits dont vous
          disposez sont détaillés dans notre <Link to="/politique-confidentialite">politique de confidentialité</Link>.
        </p>
        <p>
          Les cookies et autres traceurs déposés sur votre terminal, et la manière de modifier vos choix à tout moment,
          sont décrits dans notre <Link to="/cookies">politique cookies</Link>. Les cookies de mesure d'audience ne sont
          déposés qu'avec votre consentement.
        </p>
        <p>
          Pour toute question sur vos données, vous pouvez écrire à{' '}
          <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>.
        </p>
      </LegalSection>

      <LegalSection id={s8.id} number={8} title={s8.title}>
        <p>
          {site.legalName} apporte le plus grand soin à l'exactitude et à la mise à jour des informations publiées sur
          le site, sans pouvoir garantir qu'elles soient complètes, exactes et à jour en permanence. Il vous appartient
          de les vérifier auprès de nos conseillers avant toute décision.
        </p>
        <p>Dans les limites autorisées par la loi, {site.legalName} ne saurait être tenue responsable :</p>
        <ul>
          <li>des interruptions, ralentissements ou indisponibilités du site, quelle qu'en soit la cause ;</li>
          <li>
            des dommages indirects résultant de l'accès au site ou de son utilisation, ou de l'impossibilité d'y accéder
            ;
          </li>
          <li>
            des dommages causés à votre matériel ou à vos données par un virus ou un autre programme malveillant, malgré
            les mesures de sécurité mises en œuvre ;
          </li>
          <li>du contenu des sites tiers vers lesquels le site renvoie.</li>
        </ul>
        <p>
          Il vous appartient de protéger votre équipement et vos données, notamment au moyen d'un logiciel antivirus et
          d'un navigateur à jour. Aucune stipulation des présentes ne limite la responsabilité de {site.legalName} dans
          les cas où la loi l'interdit.
        </p>
      </LegalSection>

      <LegalSection id={s9.id} number={9} title={s9.title}>
        <p>Les présentes mentions légales et l'utilisation du site sont régies par le droit français.</p>
        <p>
          Elles sont rédigées en langue française. Si elles venaient à être traduites, seule la version française ferait
          foi.
        </p>
        <p>
          En cas de différend relatif au site ou à son utilisation, nous vous invitons à nous contacter au préalable
          afin de rechercher une solution amiable. À défaut d'accord, le litige sera porté devant les juridictions
          françaises compétentes. Lorsque les deux parties ont la qualité de commerçant, compétence est attribuée aux
          juridictions du ressort du siège social de {site.legalName}, y compris en cas de pluralité de défendeurs ou
          d'appel en garantie.
        </p>
      </LegalSection>

      <LegalSection id={s10.id} number={10} title={s10.title}>
        <p>Pour toute question relative au site ou aux présentes mentions légales :</p>
        <ul>
          <li>
            par téléphone : {phoneLink} ({site.hours}) ;
          </li>
          <li>par e-mail : {emailLink} ;</li>
          <li>
            par courrier : {site.legalName}, {address}.
          </li>
        </ul>
        <p>
          Vous pouvez aussi utiliser notre <Link to="/contact">formulaire de contact</Link>.
        </p>
      </LegalSection>
    </article>
  );
}
