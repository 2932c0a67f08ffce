import type { TranslatedText } from '~/shared/schemas/site-settings';

/**
 * The privacy notice a new site shows at /privacy until staff edit it in Site settings
 *: written for this charity under Rwanda's Law No 058/2021 relating to the
 * protection of personal data and privacy. Server-only (never in a catalogue sent to the
 * browser). {{organisation}}, {{email}}, {{phone}}, {{address}} are filled in from the
 * identity section; {{contactMonths}}, {{volunteerMonths}}, {{unconfirmedDays}} from the
 * retention settings.
 */
const en = `{{organisation}} ({{address}}) is a Christian, child-centred charity in Musanze, Rwanda. This notice says what personal data we collect through this website, why, for how long, who handles it for us, and the rights you have under Rwanda's Law No 058/2021 relating to the protection of personal data and privacy. We are the controller of this data.

## What we collect and why
- Gifts, sponsorships and gift orders: your name, e-mail address, phone number, the amount, the date, the payment method and its reference. We need them to take your gift, send your receipt and keep our accounts (a contract with you, and our legal duties as a registered charity).
- Monthly gifts and sponsorships: the same, and the plan's schedule, so that we can take each payment you agreed to and remind you before it.
- Contact messages: your name, e-mail, phone (optional) and message, to answer you (our legitimate interest, and your request).
- Volunteer applications: your name, e-mail, phone, country, skill and availability, to consider your application.
- Newsletter and text messages: your e-mail address or phone number, with the date and source of your consent. We only write to you if you agreed, and you can stop at any time.
- Children we support: their records are kept by our staff with their guardian's consent and shown publicly only as their guardian agreed. We never publish a child's surname, school or village.
We never store card numbers or mobile money PINs: the payment provider handles them.

## How long we keep it
- Gifts, sponsorships and orders: the amount, date, method and reference for as long as the law on accounts requires (ten years); your name and contact details until you ask us to erase them.
- Contact messages: {{contactMonths}} months.
- Volunteer applications: {{volunteerMonths}} months.
- Newsletter confirmations never confirmed: {{unconfirmedDays}} days.
- Backups of the site: the newest of each of the last 7 days, 4 weeks and 6 months; each is deleted when it ages out, after about six months at most.
After that, a scheduled job deletes them.
What we erase (at your request, or when its time is up) leaves the site at once, but a copy stays in the backups taken before, until they are deleted (about six months at most), and for a short while in the database's own internal files (its write-ahead log) until they are overwritten. Backups serve only to rebuild the site after a failure.

## Who handles it for us
- MTN Mobile Money and Airtel Money, for mobile money payments.
- Flutterwave, our card payment provider (which may process card data outside Rwanda, with safeguards).
- Our e-mail service, to send receipts and messages.
- Our SMS gateway, to send text messages.
- Our hosting provider, where the site and its backups are kept.
Each acts only on our instructions and must keep your data secure. We never sell your data or share it for others' marketing.

## Your rights
You can ask us at any time to:
- see the data we hold about you and receive a copy (access and portability, as JSON or CSV);
- correct it;
- erase it (we keep only what the law on accounts requires, without your name);
- object to how we use it, or restrict it;
- withdraw a consent you gave (newsletter, text messages), without affecting what was done before.
The quickest way is your own giving page: follow the link at the bottom of any receipt e-mail to reach /my-giving, where you can download, correct or erase your data and withdraw a consent. Or write to us at {{email}}, call {{phone}} or visit us at {{address}}. We answer within 30 days.

## Security and breaches
The site uses HTTPS, staff sign in with a second factor, each staff member sees only what their role needs, and backups are encrypted. If a breach put your data at risk, we would tell the National Cyber Security Authority (NCSA) within 48 hours and tell you without delay.

## Complaints
If you think we have not respected your rights, please tell us first. You may also complain to the supervisory authority: the National Cyber Security Authority (NCSA), Kigali, Rwanda (www.ncsa.gov.rw).`;

const fr = `{{organisation}} ({{address}}) est une association chrétienne au service des enfants, à Musanze (Rwanda). Cette notice explique quelles données personnelles nous recueillons par ce site, pourquoi, pour combien de temps, qui les traite pour nous, et les droits que vous donne la loi rwandaise n° 058/2021 relative à la protection des données à caractère personnel et de la vie privée. Nous sommes responsables du traitement de ces données.

## Ce que nous recueillons et pourquoi
- Dons, parrainages et commandes de cadeaux : vos nom, adresse e-mail, numéro de téléphone, le montant, la date, le moyen de paiement et sa référence. Il nous les faut pour recevoir votre don, vous envoyer votre reçu et tenir nos comptes (un contrat avec vous et nos obligations légales d'association enregistrée).
- Dons et parrainages mensuels : les mêmes, et le calendrier du plan, pour prélever chaque paiement convenu et vous prévenir avant.
- Messages de contact : vos nom, e-mail, téléphone (facultatif) et message, pour vous répondre.
- Candidatures de bénévoles : vos nom, e-mail, téléphone, pays, compétence et disponibilité, pour étudier votre candidature.
- Lettre d'information et SMS : votre adresse e-mail ou votre numéro, avec la date et l'origine de votre consentement. Nous ne vous écrivons que si vous l'avez accepté, et vous pouvez arrêter à tout moment.
- Enfants soutenus : leurs dossiers sont tenus par notre équipe avec le consentement de leur tuteur et montrés publiquement seulement comme il l'a accepté. Nous ne publions jamais le nom de famille, l'école ou le village d'un enfant.
Nous ne gardons jamais de numéro de carte ni de code mobile money : le prestataire de paiement s'en charge.

## Combien de temps nous les gardons
- Dons, parrainages et commandes : le montant, la date, le moyen et la référence aussi longtemps que la loi comptable l'exige (dix ans) ; vos nom et coordonnées jusqu'à ce que vous demandiez leur effacement.
- Messages de contact : {{contactMonths}} mois.
- Candidatures de bénévoles : {{volunteerMonths}} mois.
- Inscriptions à la lettre jamais confirmées : {{unconfirmedDays}} jours.
- Sauvegardes du site : la plus récente de chacun des 7 derniers jours, des 4 dernières semaines et des 6 derniers mois ; chacune est supprimée quand elle n'est plus gardée, après environ six mois au plus.
Ensuite, une tâche programmée les supprime.
Ce que nous effaçons (à votre demande, ou quand sa durée est passée) quitte le site aussitôt, mais une copie reste dans les sauvegardes faites avant, jusqu'à leur suppression (environ six mois au plus), et peu de temps dans les fichiers internes de la base de données (son journal d'écriture anticipée), jusqu'à ce qu'ils soient réécrits. Les sauvegardes ne servent qu'à reconstruire le site après une panne.

## Qui les traite pour nous
- MTN Mobile Money et Airtel Money, pour les paiements mobile money.
- Flutterwave, notre prestataire de paiement par carte (qui peut traiter les données de carte hors du Rwanda, avec des garanties).
- Notre service d'e-mail, pour envoyer les reçus et les messages.
- Notre passerelle SMS, pour envoyer les SMS.
- Notre hébergeur, où se trouvent le site et ses sauvegardes.
Chacun agit seulement sur nos instructions et doit protéger vos données. Nous ne vendons jamais vos données.

## Vos droits
Vous pouvez à tout moment nous demander :
- de voir les données que nous avons sur vous et d'en recevoir une copie (accès et portabilité, en JSON ou CSV) ;
- de les corriger ;
- de les effacer (nous ne gardons que ce que la loi comptable exige, sans votre nom) ;
- de vous opposer à leur usage, ou de le limiter ;
- de retirer un consentement (lettre d'information, SMS), sans effet sur ce qui a été fait avant.
Le plus simple est votre page de dons : suivez le lien en bas de n'importe quel reçu par e-mail pour ouvrir /my-giving, où vous pouvez télécharger, corriger ou effacer vos données et retirer un consentement. Ou écrivez-nous à {{email}}, appelez le {{phone}} ou venez au {{address}}. Nous répondons sous 30 jours.

## Sécurité et violations
Le site utilise HTTPS, l'équipe se connecte avec un second facteur, chacun ne voit que ce que son rôle exige, et les sauvegardes sont chiffrées. Si une violation mettait vos données en danger, nous préviendrions la National Cyber Security Authority (NCSA) sous 48 heures et vous-même sans tarder.

## Réclamations
Si vous pensez que nous n'avons pas respecté vos droits, dites-le-nous d'abord. Vous pouvez aussi saisir l'autorité de contrôle : la National Cyber Security Authority (NCSA), Kigali, Rwanda (www.ncsa.gov.rw).`;

const rw = `{{organisation}} ({{address}}) ni umuryango w'abakirisitu wita ku bana, ukorera i Musanze mu Rwanda. Iri tangazo rivuga amakuru bwite dukusanya binyuze kuri uru rubuga, impamvu, igihe tuyabika, abayadufashamo, n'uburenganzira muhabwa n'Itegeko N° 058/2021 ryerekeye kurengera amakuru bwite n'ubuzima bwite. Ni twe dushinzwe gutunganya aya makuru.

## Ibyo dukusanya n'impamvu
- Impano, gutera inkunga umwana n'ibicuruzwa by'impano: amazina yanyu, aderesi imeyili, nimero ya telefoni, amafaranga, itariki, uburyo bwo kwishyura n'indanga yabwo. Turabikenera kugira ngo twakire impano yanyu, tuboherereze inyemezabwishyu kandi tubike ibaruramari ryacu.
- Impano n'inkunga za buri kwezi: ibyo nyine, n'ingengabihe yazo, kugira ngo twakire buri bwishyu mwemeye kandi tubibutse mbere yabwo.
- Ubutumwa bwo kutwandikira: amazina, imeyili, telefoni (si ngombwa) n'ubutumwa, kugira ngo tubasubize.
- Gusaba kuba umukorerabushake: amazina, imeyili, telefoni, igihugu, ubumenyi n'igihe muboneka, kugira ngo dusuzume ubusabe bwanyu.
- Ibaruwa y'amakuru na SMS: imeyili cyangwa nimero yanyu, n'itariki n'aho mwatangiye uburenganzira. Tubandikira gusa niba mwabyemeye, kandi mushobora kubihagarika igihe cyose.
- Abana dufasha: amakuru yabo abikwa n'abakozi bacu babyemerewe n'ababarera, kandi agaragazwa ku mugaragaro gusa uko ababarera babyemeye. Ntabwo dutangaza izina ry'umuryango, ishuri cyangwa umudugudu by'umwana.
Ntabwo tubika nimero z'amakarita cyangwa imibare y'ibanga ya mobile money: ibyo bikorwa n'utanga serivisi yo kwishyura.

## Igihe tuyabika
- Impano, inkunga n'ibicuruzwa: amafaranga, itariki, uburyo n'indanga igihe cyose itegeko ry'ibaruramari ribisaba (imyaka icumi); amazina yanyu n'aho tubabona kugeza musabye ko bisibwa.
- Ubutumwa bwo kutwandikira: amezi {{contactMonths}}.
- Gusaba kuba umukorerabushake: amezi {{volunteerMonths}}.
- Kwiyandikisha ku ibaruwa y'amakuru bitemejwe: iminsi {{unconfirmedDays}}.
- Kopi zibitse z'urubuga: iya nyuma ya buri munsi mu minsi 7 ishize, ya buri cyumweru mu byumweru 4 bishize na ya buri kwezi mu mezi 6 ashize; buri kopi isibwa igihe cyayo kirangiye, nko mu mezi atandatu ntarengwa.
Nyuma y'icyo gihe, igikorwa giteganyijwe kirabisiba.
Ibyo dusibye (mubisabye, cyangwa igihe cyabyo kirangiye) bivanwa ku rubuga ako kanya, ariko kopi yabyo isigara muri kopi zibitse zafashwe mbere, kugeza zisibwe (mu mezi atandatu ntarengwa), no mu gihe gito mu madosiye y'imbere y'ububiko bw'amakuru (igitabo cyabwo cy'ibyanditswe), kugeza asimbujwe. Kopi zibitse zikoreshwa gusa mu kongera kubaka urubuga nyuma y'ikibazo.

## Abadufasha kuyatunganya
- MTN Mobile Money na Airtel Money, ku bwishyu bwa mobile money.
- Flutterwave, udufasha kwishyura hakoreshejwe ikarita (ishobora gutunganyiriza amakuru y'ikarita hanze y'u Rwanda, hubahirijwe ingamba z'umutekano).
- Serivisi yacu ya imeyili, yohereza inyemezabwishyu n'ubutumwa.
- Serivisi yacu ya SMS, yohereza ubutumwa bugufi.
- Ubika urubuga rwacu na kopi zarwo.
Buri wese akora gusa uko tubimutegetse kandi agomba kurinda amakuru yanyu. Ntabwo tugurisha amakuru yanyu.

## Uburenganzira bwanyu
Igihe icyo ari cyo cyose mushobora kudusaba:
- kubona amakuru tubafiteho no guhabwa kopi yayo (JSON cyangwa CSV);
- kuyakosora;
- kuyasiba (tubika gusa ibyo itegeko ry'ibaruramari risaba, nta zina ryanyu);
- kwanga uko tuyakoresha, cyangwa kubigabanya;
- kwisubiraho ku burenganzira mwatanze (ibaruwa y'amakuru, SMS).
Inzira yoroshye ni urupapuro rwanyu rw'impano: mukande ku murongo uri hasi ku nyemezabwishyu yose mwakiriye kuri imeyili mugere kuri /my-giving, aho mushobora kumanura, gukosora cyangwa gusiba amakuru yanyu no kwisubiraho. Cyangwa mutwandikire kuri {{email}}, muduhamagare kuri {{phone}} cyangwa mudusure kuri {{address}}. Dusubiza mu minsi 30.

## Umutekano n'ihungabana ryawo
Urubuga rukoresha HTTPS, abakozi binjira bakoresheje intambwe ebyiri, buri wese abona gusa ibyo inshingano ze zisaba, kandi kopi zibitse ziba zifunze. Habaye ihungabana rishyira amakuru yanyu mu kaga, twabimenyesha Ikigo cy'Igihugu gishinzwe umutekano w'ikoranabuhanga (NCSA) mu masaha 48 kandi tukabamenyesha bidatinze.

## Kwitotomba
Niba mutekereza ko tutubahirije uburenganzira bwanyu, mubanze mutubwire. Mushobora no kwitabaza urwego rugenzura: Ikigo cy'Igihugu gishinzwe umutekano w'ikoranabuhanga (NCSA), Kigali, u Rwanda (www.ncsa.gov.rw).`;

export const DEFAULT_PRIVACY_NOTICE: TranslatedText = { en, fr, rw };
