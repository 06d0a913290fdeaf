// Politique cookies (/cookies): eight numbered sections (spec §2 "Cookie
// policy"); the cookie table values are spec §9 "Cookie table". Section 6 is
// the #cookies-gestion fragment that the sitemap and the privacy policy target.
//
// The tables list every cookie and browser-storage key the site can set, each
// with when it applies; frontend/e2e/consent-record.spec.ts compares them with
// what a full visit actually leaves in the browser (the first cell's <code> is
// the name).
import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { openCookiePreferences } from '../../lib/cookieEvents';
import { useLegalSite } from '../../lib/site';
import { ShellCookieNotesContext } from '../../lib/shellCookieNotes';
import { formatAddress, LegalSection, LegalTable, LegalToc, LegalUpdated, type LegalSectionRef } from './LegalSection';
import './legal.css';

export const COOKIE_SECTIONS: readonly LegalSectionRef[] = [
  { id: 'definition', title: "Qu'est-ce qu'un cookie ?" },
  { id: 'cookies-necessaires', title: 'Cookies strictement nécessaires' },
  { id: 'mesure-audience', title: "Cookies de mesure d'audience" },
  { id: 'durees', title: 'Durées de conservation' },
  { id: 'stockage-local', title: 'Stockage local (localStorage)' },
  { id: 'cookies-gestion', title: 'Gérer vos préférences' },
  { id: 'cookies-tiers', title: 'Cookies tiers' },
  { id: 'contact-mise-a-jour', title: 'Contact et mise à jour' },
];

const COOKIE_COLUMNS = ['Nom', 'Finalité', 'Durée', 'Quand il est déposé'] as const;

const AFTER_CONSENT = "Uniquement après votre acceptation de la mesure d'audience";

const LANG_ROW: readonly ReactNode[] = [
  <code>tq_lang</code>,
  "Retenir la langue d'affichage que vous avez choisie",
  '6 mois',
  "Uniquement si vous choisissez une langue avec le sélecteur de langue. Ce sélecteur est désactivé sur le site : ce cookie n'est donc pas déposé aujourd'hui",
];

const NECESSARY_ROWS: readonly (readonly ReactNode[])[] = [
  [
    <code>tq_consent</code>,
    "Conserver votre choix concernant la mesure d'audience (acceptation ou refus), pour ne pas vous le redemander à chaque page",
    '6 mois, puis votre choix vous est redemandé',
    <>
      Lorsque vous faites un choix dans le bandeau cookies (« Tout accepter », « Refuser » ou « Enregistrer »). Ce choix
      n'est pas déposé dans un cookie : il est conservé dans le stockage local de votre navigateur, sous la clé{' '}
      <code>tq_consent_v1</code> (section&nbsp;5), et n'est jamais transmis à nos serveurs
    </>,
  ],
  [
    <code>tq_session</code>,
    "Maintenir la connexion d'un membre du personnel à l'interface d'administration du site",
    'Session (supprimé à la fermeture du navigateur ou à la déconnexion)',
    "Uniquement lorsqu'un membre du personnel se connecte à l'administration ; il n'est jamais déposé pour les visiteurs du site",
  ],
  [
    <code>csrftoken</code>,
    "Protéger les formulaires de l'administration contre la falsification de requêtes",
    '1 an',
    "Uniquement lorsqu'un membre du personnel ouvre une page de l'administration ; jamais pour les visiteurs du site",
  ],
  [
    <code>messages</code>,
    "Afficher au personnel la confirmation d'une action effectuée dans l'administration",
    'Session (supprimé dès que le message est affiché)',
    "Uniquement après une action d'un membre du personnel dans l'administration ; jamais pour les visiteurs du site",
  ],
  LANG_ROW,
];

const AUDIENCE_ROWS: readonly (readonly ReactNode[])[] = [
  [
    <code>_ga</code>,
    'Attribuer à votre navigateur un identifiant aléatoire, afin de distinguer les visiteurs et de compter les visites',
    '13 mois',
    `${AFTER_CONSENT} ; supprimé par le site si vous retirez ensuite votre accord`,
  ],
  [
    <code>_ga_&lt;ID&gt;</code>,
    "Conserver l'état de la session de mesure (début de la visite, nombre de sessions)",
    '13 mois',
    `${AFTER_CONSENT} ; supprimé par le site si vous retirez ensuite votre accord`,
  ],
  [
    <code>_gid</code>,
    'Distinguer les visiteurs sur une journée',
    '24 h',
    "Jamais à ce jour : ce cookie n'est déposé que par l'ancienne version de Google Analytics (Universal Analytics), que le site n'utilise pas. Google Analytics\u00a04 se contente de _ga et _ga_<ID>",
  ],
];

const STORAGE_COLUMNS = ['Clé', 'Emplacement', 'Finalité', 'Durée', 'Quand elle est enregistrée'] as const;

const STORAGE_ROWS: readonly (readonly ReactNode[])[] = [
  [
    <code>tq_consent_v1</code>,
    'Stockage local (localStorage)',
    "Retenir votre choix concernant la mesure d'audience (enregistrement tq_consent du tableau de la section\u00a02)",
    "6 mois : votre choix vous est alors redemandé et l'ancien enregistrement est effacé",
    'Lorsque vous faites un choix dans le bandeau cookies',
  ],
  [
    <code>tq-scroll-positions</code>,
    'Stockage de session (sessionStorage)',
    'Vous ramener au même endroit de la page lorsque vous revenez en arrière avec le bouton « Précédent » du navigateur',
    "Jusqu'à la fermeture de l'onglet",
    "Dès que vous passez d'une page du site à une autre",
  ],
];

/** Host name of an external address, for link texts; the raw value if unparsable. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export default function CookiePolicyPage() {
  const site = useLegalSite();
  const privacyLink = <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>;
  const gaSuffix = site.gaMeasurementId.replace(/^G-/, '');
  const [s1, s2, s3, s4, s5, s6, s7, s8] = COOKIE_SECTIONS;
  // Set only when the page shell is on (SITE_SHELL): what it stores.
  const shellNotes = useContext(ShellCookieNotesContext);
  const langWhen = shellNotes?.langWhen;
  const necessaryRows = langWhen
    ? NECESSARY_ROWS.map((row) => (row === LANG_ROW ? [...row.slice(0, 3), langWhen] : row))
    : NECESSARY_ROWS;
  const storageRows = shellNotes ? [...STORAGE_ROWS, ...shellNotes.storageRows] : STORAGE_ROWS;

  return (
    <article className="legal">
      <header className="legal__header">
        <h1>Politique cookies</h1>
        <LegalUpdated iso="2025-09-22" display="22/09/2025" />
        <p className="legal__intro">
          Cette page décrit les cookies et autres traceurs utilisés sur le site {site.brand}, édité par {site.legalName}
          , leur finalité, leur durée de conservation et la manière dont vous pouvez accepter, refuser ou modifier vos
          choix à tout moment.
        </p>
      </header>

      <LegalToc sections={COOKIE_SECTIONS} />

      <LegalSection id={s1.id} number={1} title={s1.title}>
        <p>
          Un cookie est un petit fichier texte déposé sur votre terminal (ordinateur, tablette, smartphone) lorsque vous
          consultez un site, puis relu lors de vos visites suivantes. D'autres techniques produisent le même effet,
          comme le stockage local du navigateur (localStorage) : on parle plus largement de « traceurs ».
        </p>
        <p>
          L'article 82 de la loi n°&nbsp;78-17 du 6&nbsp;janvier 1978 modifiée (loi Informatique et Libertés), qui
          transpose l'article 5.3 de la directive 2002/58/CE dite « ePrivacy », impose de recueillir votre consentement
          avant de déposer ou de lire un traceur sur votre terminal, sauf lorsque ce traceur est strictement nécessaire
          au service que vous demandez. Nous appliquons les lignes directrices et la recommandation de la CNIL du
          17&nbsp;septembre 2020 (délibérations n°&nbsp;2020-091 et n°&nbsp;2020-092).
        </p>
        <p>Le site utilise deux catégories de traceurs :</p>
        <ul>
          <li>des traceurs strictement nécessaires, exemptés de consentement (sections&nbsp;2 et&nbsp;5) ;</li>
          <li>des cookies de mesure d'audience, déposés uniquement si vous les acceptez (section&nbsp;3).</li>
        </ul>
        <p>Le site n'utilise aucun cookie publicitaire ni aucun cookie de réseau social.</p>
      </LegalSection>

      <LegalSection id={s2.id} number={2} title={s2.title}>
        <p>
          Ces cookies sont indispensables au fonctionnement du site ou ont pour seule finalité de retenir vos choix. Ils
          ne servent à aucun suivi et ne nécessitent pas votre consentement.
        </p>
        <LegalTable
          id="cookies-necessaires-tableau"
          caption="Cookies strictement nécessaires"
          columns={COOKIE_COLUMNS}
          rows={necessaryRows}
        />
        <p>
          En pratique, un visiteur du site public ne reçoit aucun de ces cookies : le site enregistre votre choix dans
          le stockage local de votre navigateur, sous la clé <code>tq_consent_v1</code> (voir section&nbsp;5), et vous
          le redemande au bout de 6&nbsp;mois. Les cookies <code>tq_session</code>, <code>csrftoken</code> et{' '}
          <code>messages</code> ne concernent que l'interface d'administration, réservée au personnel de{' '}
          {site.legalName}.
        </p>
      </LegalSection>

      <LegalSection id={s3.id} number={3} title={s3.title}>
        <p>
          Avec votre accord, nous utilisons Google Analytics&nbsp;4, service fourni par Google Ireland Limited, pour
          connaître la fréquentation du site et améliorer son contenu (pages les plus consultées, parcours, envois de
          formulaires). Ces statistiques ne servent pas à vous identifier ni à vous proposer de la publicité.
        </p>
        <p>Google Analytics fonctionne en mode de consentement « basique » (Consent Mode basic) :</p>
        <ul>
          <li>
            aucune requête n'est adressée à un serveur de Google tant que vous n'avez pas accepté la mesure d'audience :
            le script de Google n'est pas chargé, aucun cookie n'est déposé et aucune donnée, même sans cookie, n'est
            transmise ;
          </li>
          <li>
            refuser est aussi simple qu'accepter : les boutons « Tout accepter » et « Refuser » du bandeau sont
            présentés au même niveau, et vous pouvez naviguer sur l'ensemble du site sans accepter ;
          </li>
          <li>
            le stockage publicitaire, l'utilisation des données à des fins publicitaires et la personnalisation des
            annonces (paramètres <code>ad_storage</code>, <code>ad_user_data</code> et <code>ad_personalization</code>)
            sont toujours refusés, même si vous acceptez la mesure d'audience.
          </li>
        </ul>
        <LegalTable
          id="mesure-audience-tableau"
          caption="Cookies de mesure d'audience (Google Analytics 4)"
          columns={COOKIE_COLUMNS}
          rows={AUDIENCE_ROWS}
        />
        <p>
          <code>&lt;ID&gt;</code> désigne l'identifiant de la propriété Google Analytics du site
          {gaSuffix ? (
            <>
              {' '}
              (ici, le cookie se nomme <code>_ga_{gaSuffix}</code>)
            </>
          ) : null}
          . Les données ainsi collectées peuvent être transférées aux États-Unis, dans le cadre décrit dans notre{' '}
          <Link to="/politique-confidentialite">politique de confidentialité</Link>.
        </p>
        <p>
          Si vous retirez votre consentement, la mesure d'audience cesse immédiatement et le site efface les cookies{' '}
          <code>_ga</code> et <code>_ga_&lt;ID&gt;</code> qu'il avait déposés. Vous pouvez aussi supprimer tous les
          cookies depuis votre navigateur (section&nbsp;6).
        </p>
      </LegalSection>

      <LegalSection id={s4.id} number={4} title={s4.title}>
        <p>Les traceurs et les données associées sont conservés au maximum :</p>
        <ul>
          <li>
            13&nbsp;mois pour les traceurs de préférences. Votre choix en matière de cookies vous est redemandé au bout
            de 6&nbsp;mois : l'ancien enregistrement est alors effacé de votre navigateur, dès votre première visite
            après ce délai ; le cookie de langue est conservé 6&nbsp;mois et le cookie de session de l'administration
            disparaît à la fin de la session ;
          </li>
          <li>
            13&nbsp;mois pour la mesure d'audience. Les cookies <code>_ga</code> et <code>_ga_&lt;ID&gt;</code> expirent
            au bout de 13&nbsp;mois et le cookie <code>_gid</code> au bout de 24&nbsp;heures ; les données de mesure
            d'audience liées à ces cookies sont conservées 13&nbsp;mois au plus.
          </li>
        </ul>
        <p>Vous pouvez supprimer ces traceurs à tout moment (section&nbsp;6).</p>
      </LegalSection>

      <LegalSection id={s5.id} number={5} title={s5.title}>
        <p>
          Le stockage local (localStorage) est un espace de votre navigateur dans lequel un site peut enregistrer des
          informations ; le stockage de session (sessionStorage) fonctionne de la même façon mais s'efface à la
          fermeture de l'onglet. Contrairement aux cookies, leur contenu n'est pas transmis à nos serveurs.
        </p>
        <p>
          Le site y enregistre deux informations, qui ne servent pas à vous suivre et ne sont transmises à personne :
        </p>
        <LegalTable
          id="stockage-local-tableau"
          caption="Données enregistrées dans votre navigateur"
          columns={STORAGE_COLUMNS}
          rows={storageRows}
        />
        <p>
          L'enregistrement <code>tq_consent_v1</code> contient trois informations :
        </p>
        <ul>
          <li>
            <code>analytics</code> : votre accord (<code>true</code>) ou votre refus (<code>false</code>) de la mesure
            d'audience ;
          </li>
          <li>
            <code>v</code> : la version du format de l'enregistrement (actuellement 1) ;
          </li>
          <li>
            <code>ts</code> : la date et l'heure de votre choix, qui permettent de vous le redemander au bout de
            6&nbsp;mois.
          </li>
        </ul>
        <p>
          Ces deux enregistrements sont strictement nécessaires au service que vous demandez (respecter votre choix,
          revenir à votre position) et ne requièrent donc pas de consentement. Le site n'enregistre aucune préférence
          d'affichage (thème, mode sombre, disposition des menus) : la clé prévue à cet effet n'est pas utilisée.
        </p>
      </LegalSection>

      <LegalSection id={s6.id} number={6} title={s6.title}>
        <p>
          Vous pouvez à tout moment accepter ou refuser la mesure d'audience, ou revenir sur un choix précédent. Le
          bandeau cookies propose trois options : « Tout accepter », « Refuser » et « Paramétrer », cette dernière
          permettant de cocher ou décocher la mesure d'audience puis d'enregistrer votre choix.
        </p>
        <p>
          <button type="button" className="legal__button" onClick={openCookiePreferences}>
            Gérer mes préférences cookies
          </button>
        </p>
        <h3>Depuis votre navigateur</h3>
        <p>
          Vous pouvez également consulter, bloquer ou supprimer les cookies et les données de sites depuis les réglages
          de votre navigateur. Supprimer les données du site efface aussi votre choix enregistré : le bandeau vous sera
          alors présenté de nouveau.
        </p>
        <ul>
          <li>
            Google Chrome : menu « Paramètres », puis « Confidentialité et sécurité », puis « Cookies tiers » ou «
            Supprimer les données de navigation » ;
          </li>
          <li>
            Mozilla Firefox : menu « Paramètres », puis « Vie privée et sécurité », rubrique « Cookies et données de
            sites » ;
          </li>
          <li>
            Safari (macOS) : menu « Safari », puis « Réglages », onglet « Confidentialité », bouton « Gérer les données
            de sites web » ; sur iPhone et iPad, « Réglages », puis « Safari » ;
          </li>
          <li>
            Microsoft Edge : menu « Paramètres », puis « Cookies et autorisations de site », puis « Gérer et supprimer
            les cookies et les données du site ».
          </li>
        </ul>
        <p>
          Google propose en outre un{' '}
          <a href="https://tools.google.com/dlpage/gaoptout?hl=fr">
            module complémentaire de navigateur pour désactiver Google Analytics
          </a>
          . Bloquer tous les cookies n'empêche pas de consulter le site public.
        </p>
      </LegalSection>

      <LegalSection id={s7.id} number={7} title={s7.title}>
        <p>
          Les cookies de Google Analytics, bien que déposés sous le nom de domaine du site, sont gérés par un tiers,
          Google ; ils ne sont déposés qu'avec votre accord (section&nbsp;3). Le site ne dépose aucun autre cookie pour
          le compte d'un tiers.
        </p>
        <p>
          La page Cybersécurité permet d'afficher une{' '}
          <a href={site.threatMapUrl}>carte des cybermenaces en temps réel ({hostOf(site.threatMapUrl)})</a>. Ce site
          externe n'est chargé que si vous ouvrez la carte : il s'affiche alors dans un cadre intégré à la page ou dans
          un nouvel onglet. Il est édité par un tiers, qui peut déposer ses propres cookies et recueillir des données de
          connexion sous sa seule responsabilité ; sa propre politique cookies s'applique.
        </p>
        <p>
          Les navigateurs qui ne savent pas animer un élément au rythme du défilement chargent un petit script
          complémentaire, servi par ce site lui-même : aucun service tiers n'est sollicité. Il ne dépose aucun cookie et
          ne lit aucun traceur. Les navigateurs récents ne le chargent pas.
        </p>
        <p>
          Les liens vers nos pages <a href={site.socials.linkedin}>LinkedIn</a> et{' '}
          <a href={site.socials.instagram}>Instagram</a>, comme le lien vers le plan d'accès, sont de simples liens : le
          site n'intègre aucun bouton de partage ni module de réseau social, et aucune donnée n'est transmise à ces
          services tant que vous ne cliquez pas. Une fois sur leur site, leurs propres politiques s'appliquent.
        </p>
      </LegalSection>

      <LegalSection id={s8.id} number={8} title={s8.title}>
        <p>
          Pour toute question sur les cookies ou sur vos données personnelles, écrivez à {privacyLink} ou à{' '}
          {site.legalName}, {formatAddress(site.address)}. Vos droits et la manière de les exercer sont détaillés dans
          notre <Link to="/politique-confidentialite">politique de confidentialité</Link>.
        </p>
        <p>
          Cette politique peut évoluer, notamment si nous ajoutons ou retirons un traceur. La date de dernière mise à
          jour figure en haut de la page. Si un nouveau traceur soumis à consentement est ajouté, votre accord vous sera
          de nouveau demandé avant tout dépôt.
        </p>
      </LegalSection>
    </article>
  );
}
