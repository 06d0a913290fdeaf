// Politique de confidentialité (/politique-confidentialite): eleven numbered
// sections (spec §2 "Privacy policy"); retention values are spec §9.
import { Link } from 'react-router-dom';
import { openCookiePreferences } from '../../lib/cookieEvents';
import { useLegalSite } from '../../lib/site';
import { formatAddress, LegalSection, LegalTable, LegalToc, LegalUpdated, type LegalSectionRef } from './LegalSection';
import './legal.css';

export const PRIVACY_SECTIONS: readonly LegalSectionRef[] = [
  { id: 'responsable', title: 'Responsable du traitement' },
  { id: 'donnees-collectees', title: 'Données collectées' },
  { id: 'finalites', title: 'Finalités et bases légales' },
  { id: 'conservation', title: 'Durées de conservation' },
  { id: 'destinataires', title: 'Destinataires' },
  { id: 'hebergement-transferts', title: 'Hébergement et transferts' },
  { id: 'securite', title: 'Sécurité' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'droits', title: 'Vos droits' },
  { id: 'informations-complementaires', title: 'Informations complémentaires' },
  { id: 'contact', title: 'Contact' },
];

/** Purposes and legal bases (RGPD art. 6). */
const PURPOSES: readonly (readonly [string, string])[] = [
  [
    "Répondre à vos demandes de rappel, de devis, d'audit ou d'information envoyées par les formulaires du site",
    'Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD)',
  ],
  [
    "Assurer le suivi commercial des prospects, y compris l'envoi aux professionnels d'informations sur des offres en rapport avec leur activité",
    "Intérêt légitime de l'éditeur à développer son activité (article 6.1.f du RGPD) ; vous pouvez vous y opposer à tout moment",
  ],
  [
    'Savoir quelle campagne, quel site ou quel partenaire a amené une demande (son origine, enregistrée avec elle)',
    "Intérêt légitime de l'éditeur à évaluer ses actions de prospection (article 6.1.f du RGPD) ; vous pouvez vous y opposer à tout moment",
  ],
  [
    'Recevoir, modérer et, le cas échéant, publier les avis déposés sur le site',
    'Consentement (article 6.1.a du RGPD), que vous pouvez retirer à tout moment',
  ],
  [
    'Exécuter les contrats conclus avec nos clients : mise en service, facturation, support technique et suivi des tickets',
    'Exécution du contrat (article 6.1.b du RGPD)',
  ],
  [
    'Tenir la comptabilité et respecter nos obligations fiscales',
    'Obligation légale (article 6.1.c du RGPD ; article L.\u00a0123-22 du Code de commerce)',
  ],
  ['Étudier les candidatures reçues', 'Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD)'],
  [
    'Assurer la sécurité du site et prévenir les abus (journaux techniques, contrôle des envois de formulaires)',
    "Intérêt légitime de l'éditeur à protéger son site et ses systèmes (article 6.1.f du RGPD)",
  ],
  [
    "Mesurer l'audience du site (Google Analytics\u00a04)",
    'Consentement (article 6.1.a du RGPD et article 82 de la loi Informatique et Libertés)',
  ],
  [
    "Conserver votre choix en matière de cookies et faire fonctionner l'espace d'administration réservé au personnel",
    'Intérêt légitime (article 6.1.f du RGPD) ; traceurs strictement nécessaires, exemptés de consentement (article 82 de la loi Informatique et Libertés)',
  ],
  ["Répondre à vos demandes d'exercice de droits", 'Obligation légale (article 6.1.c et articles 12 à 22 du RGPD)'],
];

/**
 * Retention periods of spec §9 "Retention", except the cookies line: the
 * spec's "25 mois (audience)" exceeds the CNIL's 13-month limit for cookies;
 * the site keeps the GA cookies 13 months and asks the choice again after 6.
 */
const RETENTION: readonly (readonly [string, string])[] = [
  ['Prospects', '3 ans après le dernier contact'],
  ['Clients', 'Durée du contrat + 3 ans'],
  ['Pièces comptables', '10 ans'],
  ['Tickets de support', '36 mois après clôture'],
  ['Candidatures', '24 mois'],
  ['Journaux techniques des serveurs', '6 mois'],
  [
    'Cookies et traceurs',
    "6 mois pour votre choix en matière de cookies, 13 mois au plus pour les cookies de mesure d'audience",
  ],
];

export default function PrivacyPolicyPage() {
  const site = useLegalSite();
  const address = formatAddress(site.address);
  const privacyLink = <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>;
  const [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] = PRIVACY_SECTIONS;

  return (
    <article className="legal">
      <header className="legal__header">
        <h1>Politique de confidentialité</h1>
        <LegalUpdated iso="2025-09-22" display="22/09/2025" />
        <p className="legal__intro">
          La présente politique explique comment {site.legalName} collecte et utilise vos données personnelles lorsque
          vous consultez le site {site.brand} ou nous contactez, ainsi que dans le cadre de nos relations avec nos
          prospects, clients et candidats. Elle est établie conformément au règlement (UE) 2016/679 du 27&nbsp;avril
          2016 (RGPD) et à la loi n°&nbsp;78-17 du 6&nbsp;janvier 1978 modifiée, dite loi Informatique et Libertés.
        </p>
      </header>

      <LegalToc sections={PRIVACY_SECTIONS} />

      <LegalSection id={s1.id} number={1} title={s1.title}>
        <p>
          Le responsable des traitements décrits ci-dessous est {site.legalName}, {site.legalForm} au capital de{' '}
          {site.capital}, immatriculée sous le numéro {site.registration}, dont le siège social est situé {address}.
        </p>
        <p>
          Pour toute question relative à vos données personnelles, notre référent à la protection des données est
          joignable à l'adresse {privacyLink}, ou par courrier à l'adresse du siège social.
        </p>
      </LegalSection>

      <LegalSection id={s2.id} number={2} title={s2.title}>
        <p>
          Nous ne collectons que les données nécessaires aux finalités décrites à la section&nbsp;3. Elles vous sont
          demandées directement ; nous n'achetons pas de fichiers de prospects.
        </p>
        <h3>Formulaires de demande de rappel et de devis</h3>
        <p>Les formulaires présents au bas de chaque page d'offre et sur la page Contact recueillent :</p>
        <ul>
          <li>votre prénom, votre nom et le nom de votre entreprise (obligatoires) ;</li>
          <li>votre adresse e-mail (obligatoire) ;</li>
          <li>votre numéro de téléphone (facultatif) ;</li>
          <li>votre message (facultatif) ;</li>
          <li>
            selon l'offre qui vous intéresse, des informations complémentaires sur votre besoin : nombre de sites,
            adresse du site à raccorder, débit souhaité et besoin d'un secours 4G/5G (internet) ; nombre d'utilisateurs,
            de serveurs et de sites, plages de support souhaitées (infogérance) ; nombre d'utilisateurs, dispositif de
            sécurité actuel et degré d'urgence (cybersécurité) ; objet de la demande, disponibilités pour être rappelé
            et taille de l'entreprise (page Contact) ;
          </li>
          <li>
            la page depuis laquelle vous avez envoyé votre demande et, si son adresse en comporte, ses paramètres de
            campagne (utm_source, utm_medium, utm_campaign, utm_term, utm_content) ; si vous étiez arrivé sur cette page
            depuis un autre site, le nom de ce site (par exemple « linkedin.com »), jamais l'adresse complète de la page
            d'où vous veniez.
          </li>
        </ul>
        <p>
          Ces informations d'origine sont lues au moment où vous envoyez le formulaire, dans l'adresse de la page qui le
          contient : rien n'est enregistré dans votre navigateur pendant votre visite (ni cookie, ni stockage local), et
          une demande envoyée depuis une autre page n'a pas de campagne. Elles sont conservées avec votre demande, pour
          la même durée, et ne servent qu'à savoir quelles campagnes nous amènent des demandes.
        </p>
        <p>
          Les champs obligatoires sont signalés dans le formulaire ; sans eux, nous ne pouvons pas traiter votre
          demande.
        </p>
        <h3>Formulaire d'avis</h3>
        <p>
          Le formulaire « Laisser un avis » recueille votre nom et le nom de votre entreprise, tous deux facultatifs,
          ainsi que le texte de votre avis.
        </p>
        <h3>Données techniques</h3>
        <p>
          Comme tout site web, nos serveurs enregistrent dans leurs journaux des données techniques de connexion :
          adresse IP, date et heure de la requête, page demandée, page de provenance, type et version du navigateur.
          Elles servent uniquement à assurer le fonctionnement et la sécurité du site et sont conservées 6 mois, puis
          supprimées.
        </p>
        <h3>Mesure d'audience, uniquement avec votre consentement</h3>
        <p>
          Si vous acceptez la mesure d'audience, Google Analytics&nbsp;4 collecte des données de navigation : pages
          consultées, durée et enchaînement des visites, type d'appareil et de navigateur, localisation approximative
          déduite de l'adresse IP, identifiants contenus dans les cookies de mesure et envoi d'une demande de rappel.
          Pour un envoi, l'événement « lead_submit » transmet exactement : la catégorie « forms », le libellé « contact
          », la valeur 1, la rubrique d'où part la demande (téléphonie, internet, infogérance, cybersécurité ou contact)
          et un objet de la forme « Lead » suivi de cette rubrique. Il ne contient ni le nom de votre entreprise, ni vos
          nom, adresse e-mail, numéro de téléphone ou message. Si vous refusez, aucune de ces données n'est collectée.
        </p>
        <h3>Clients et candidats</h3>
        <p>
          Dans le cadre d'un contrat, nous traitons en outre les coordonnées de vos interlocuteurs, les données de
          facturation et le contenu des tickets de support. Si vous nous adressez une candidature, nous traitons votre
          CV, votre lettre de motivation et les échanges qui s'ensuivent.
        </p>
      </LegalSection>

      <LegalSection id={s3.id} number={3} title={s3.title}>
        <p>Chaque traitement repose sur l'une des bases légales prévues par l'article 6 du RGPD :</p>
        <LegalTable
          id="finalites-tableau"
          caption="Finalités des traitements et bases légales"
          columns={['Finalité', 'Base légale']}
          rows={PURPOSES}
        />
        <p>Vos données ne sont jamais vendues ni louées, et ne sont pas utilisées à des fins publicitaires.</p>
      </LegalSection>

      <LegalSection id={s4.id} number={4} title={s4.title}>
        <p>
          Vos données sont conservées pendant la durée nécessaire aux finalités pour lesquelles elles ont été
          collectées, dans les limites suivantes :
        </p>
        <LegalTable
          id="conservation-tableau"
          caption="Durées de conservation des données"
          columns={['Catégorie de données', 'Durée de conservation']}
          rows={RETENTION}
        />
        <ul>
          <li>
            Prospects : le délai court à compter du dernier contact émanant de vous (par exemple une nouvelle demande ou
            une réponse à nos messages). Si vous devenez client, la durée applicable aux clients prend le relais.
          </li>
          <li>
            Candidatures : en l'absence de recrutement, votre dossier est conservé 24&nbsp;mois après le dernier
            contact, sauf si vous demandez sa suppression plus tôt.
          </li>
          <li>
            Avis : un avis non publié est supprimé après modération ; un avis publié est conservé tant qu'il reste en
            ligne, et vous pouvez à tout moment en demander le retrait.
          </li>
          <li>
            Données techniques de connexion : elles sont conservées pour la durée strictement nécessaire à la sécurité
            du site, puis supprimées.
          </li>
        </ul>
        <p>
          À l'issue de ces durées, les données sont supprimées ou rendues anonymes. Elles peuvent être conservées plus
          longtemps, en archive à accès restreint, lorsque la loi l'impose ou pour la constatation, l'exercice ou la
          défense d'un droit en justice, pendant le délai de prescription applicable.
        </p>
      </LegalSection>

      <LegalSection id={s5.id} number={5} title={s5.title}>
        <p>Vos données sont destinées, dans la limite de ce que chacun a besoin de connaître :</p>
        <ul>
          <li>
            aux équipes habilitées de {site.legalName} : conseillers commerciaux, techniciens, support, administration
            et comptabilité ;
          </li>
          <li>
            à nos prestataires techniques éventuels (maintenance, messagerie), qui agissent en qualité de sous-traitants
            au sens de l'article 28 du RGPD, uniquement sur nos instructions et sous engagement de confidentialité ;
          </li>
          <li>
            à Google, fournisseur de Google Analytics&nbsp;4, uniquement si vous avez accepté la mesure d'audience (voir
            section&nbsp;6) ;
          </li>
          <li>à notre expert-comptable et à nos commissaires aux comptes éventuels, pour les pièces comptables ;</li>
          <li>aux autorités administratives ou judiciaires, lorsque la loi l'exige ou sur réquisition.</li>
        </ul>
      </LegalSection>

      <LegalSection id={s6.id} number={6} title={s6.title}>
        <p>Le site et les données recueillies par ses formulaires sont hébergés en France. {site.hosting}</p>
        <p>
          Nous ne transférons pas vos données hors de l'Union européenne, à une seule exception : si vous acceptez la
          mesure d'audience, les données collectées par Google Analytics&nbsp;4 sont traitées par Google Ireland Limited
          et peuvent être transférées aux États-Unis, à Google LLC. Ce transfert est encadré par la décision
          d'adéquation de la Commission européenne du 10&nbsp;juillet 2023 relative au cadre de protection des données
          UE–États-Unis (EU-US Data Privacy Framework), auquel Google LLC a adhéré, complétée par les clauses
          contractuelles types de la Commission européenne.
        </p>
        <p>
          Sans votre consentement, aucune donnée n'est transmise à Google : le site n'adresse aucune requête à ses
          serveurs.
        </p>
      </LegalSection>

      <LegalSection id={s7.id} number={7} title={s7.title}>
        <p>
          Conformément à l'article 32 du RGPD, nous mettons en œuvre des mesures techniques et organisationnelles
          adaptées aux risques, notamment :
        </p>
        <ul>
          <li>le chiffrement des échanges entre votre navigateur et le site (HTTPS) ;</li>
          <li>
            un accès aux données limité aux personnes habilitées, avec authentification et droits attribués selon le
            besoin d'en connaître ;
          </li>
          <li>
            l'application régulière des mises à jour de sécurité, la supervision et la journalisation des systèmes ;
          </li>
          <li>des sauvegardes régulières ;</li>
          <li>le contrôle des données saisies dans les formulaires et la limitation de leur taille ;</li>
          <li>un engagement de confidentialité de nos collaborateurs et prestataires.</li>
        </ul>
        <p>
          En cas de violation de données présentant un risque pour vos droits et libertés, nous la notifions à la CNIL
          dans les 72&nbsp;heures et, si le risque est élevé, nous vous en informons dans les meilleurs délais (articles
          33 et 34 du RGPD).
        </p>
      </LegalSection>

      <LegalSection id={s8.id} number={8} title={s8.title}>
        <p>
          Le site utilise des cookies et un stockage local strictement nécessaires à son fonctionnement (par exemple
          pour retenir votre choix en matière de cookies), qui ne requièrent pas votre consentement. Les cookies de
          mesure d'audience de Google Analytics ne sont déposés qu'après votre accord, et refuser est aussi simple
          qu'accepter. Aucun cookie publicitaire n'est utilisé.
        </p>
        <p>
          La liste des cookies, leur finalité et leur durée figurent dans notre{' '}
          <Link to="/cookies">politique cookies</Link>. Vous pouvez modifier votre choix à tout moment :{' '}
          <a
            href="/cookies#cookies-gestion"
            onClick={(e) => {
              e.preventDefault();
              openCookiePreferences();
            }}
          >
            Gérer mes préférences cookies
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection id={s9.id} number={9} title={s9.title}>
        <p>
          Conformément aux articles 15 à 22 du RGPD et à la loi Informatique et Libertés, vous disposez des droits
          suivants sur vos données :
        </p>
        <ul>
          <li>droit d'accès : obtenir la confirmation que nous traitons vos données et en recevoir une copie ;</li>
          <li>droit de rectification : faire corriger des données inexactes ou incomplètes ;</li>
          <li>
            droit à l'effacement : obtenir la suppression de vos données, sauf si leur conservation est nécessaire au
            respect d'une obligation légale ou à la défense d'un droit en justice ;
          </li>
          <li>droit à la limitation du traitement : faire geler temporairement l'utilisation de vos données ;</li>
          <li>
            droit d'opposition : vous opposer à un traitement fondé sur notre intérêt légitime, et à tout moment et sans
            motif à la prospection commerciale ;
          </li>
          <li>
            droit à la portabilité : recevoir les données que vous nous avez fournies, dans un format structuré et
            couramment utilisé, lorsque le traitement repose sur votre consentement ou sur un contrat ;
          </li>
          <li>
            droit de retirer votre consentement à tout moment, sans remettre en cause la licéité des traitements
            effectués avant ce retrait ;
          </li>
          <li>
            droit de définir des directives relatives à la conservation, à l'effacement et à la communication de vos
            données après votre décès (article 85 de la loi Informatique et Libertés).
          </li>
        </ul>
        <h3>Comment exercer vos droits</h3>
        <p>
          Adressez votre demande par e-mail à {privacyLink}, ou par courrier à {site.legalName}, à l'attention du
          référent données personnelles, {address}. En cas de doute raisonnable sur votre identité, nous pourrons vous
          demander un justificatif.
        </p>
        <p>
          Nous vous répondons dans un délai d'un mois à compter de la réception de votre demande. Ce délai peut être
          prolongé de deux mois en raison de la complexité ou du nombre de demandes ; nous vous en informerons alors
          dans le premier mois.
        </p>
        <h3>Réclamation auprès de la CNIL</h3>
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une
          réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), autorité de contrôle
          en France : <a href="https://www.cnil.fr/fr/plaintes">déposer une plainte auprès de la CNIL</a> ou par
          courrier à CNIL, 3&nbsp;place de Fontenoy, TSA&nbsp;80715, 75334 Paris Cedex&nbsp;07. Plus d'informations sur
          vos droits : <a href="https://www.cnil.fr">site de la CNIL (www.cnil.fr)</a>.
        </p>
      </LegalSection>

      <LegalSection id={s10.id} number={10} title={s10.title}>
        <ul>
          <li>
            Décision automatisée : vos données ne font l'objet d'aucune décision entièrement automatisée ni d'aucun
            profilage au sens de l'article 22 du RGPD.
          </li>
          <li>Public concerné : le site s'adresse aux professionnels et n'est pas destiné aux mineurs.</li>
          <li>
            Données de tiers : si vous nous communiquez les coordonnées d'un collègue ou d'un tiers, vous vous engagez à
            l'informer de ce traitement.
          </li>
          <li>
            Démarchage téléphonique : si vous êtes un consommateur et ne souhaitez pas faire l'objet de prospection
            commerciale par téléphone, vous pouvez vous inscrire gratuitement sur la liste d'opposition Bloctel (article
            L.&nbsp;223-1 du Code de la consommation).
          </li>
          <li>
            Modifications : la présente politique peut être mise à jour, notamment pour tenir compte d'une évolution du
            site ou de la réglementation. La date de dernière mise à jour figure en haut de la page ; en cas de
            modification substantielle, nous vous en informerons de manière appropriée.
          </li>
        </ul>
        <p>
          Les mentions relatives à l'éditeur du site figurent dans les{' '}
          <Link to="/mentions-legales">mentions légales</Link>.
        </p>
      </LegalSection>

      <LegalSection id={s11.id} number={11} title={s11.title}>
        <p>Pour toute question sur cette politique ou sur vos données personnelles :</p>
        <ul>
          <li>par e-mail : {privacyLink} ;</li>
          <li>
            par courrier : {site.legalName}, référent données personnelles, {address} ;
          </li>
          <li>
            par téléphone : <a href={`tel:${site.phoneHref}`}>{site.phone}</a> ({site.hours}).
          </li>
        </ul>
      </LegalSection>
    </article>
  );
}
