/*
 * The words Facebook's member-requests page uses, one table per language.
 *
 * The page is read by its structure first (see selectors.ts); these words confirm what the
 * structure found (which of a card's two buttons approves), and name what only words can say
 * ("Joined Facebook 8 years ago", "Lives in", "4 groups in common", the rules agreement).
 * The table is chosen by the page's `lang`; when that is missing or names a language without a
 * table, every table is tried against the page's own words. Where each string comes from is
 * noted in tests/fixtures/SOURCES.md; README.md says how to add a language.
 */

export type LanguageCode = 'en' | 'es' | 'pt-BR' | 'pt-PT' | 'fr' | 'de' | 'it' | 'id'

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

/** The reasons Facebook offers in "Decline with feedback", by meaning. */
export type FeedbackReason = 'answers' | 'rules'

export interface DateWords {
  /**
   * "2 hours ago" in this language: the `amount` group is a number or a word for one (absent:
   * one), the `unit` group a word of `units`.
   */
  relative: readonly RegExp[]
  /** Unit words, lower case, every form the page uses (singular, plural, cases, abbreviations). */
  units: Readonly<Record<string, TimeUnit>>
  /** Words that mean "one" in front of a unit ("a year ago", "hace un año"). */
  one: readonly string[]
  now: readonly string[]
  yesterday: readonly string[]
  today: readonly string[]
  /** January … December: the full name first, then the abbreviations the page uses. */
  months: readonly (readonly string[])[]
  /** Small words between day, month and year ("3 de marzo de 2015"), dropped before reading. */
  connectors: readonly string[]
  /** Words in front of a date in "Joined Facebook in …" ("in", "on", "since"), dropped. */
  leading: readonly string[]
}

export interface Labels {
  code: LanguageCode
  /** The language's English name, as health reports and the README say it. */
  name: string
  /** `<html lang>` values (lower case) that choose this table: exact, or the part before "-". */
  lang: readonly string[]
  approve: readonly string[]
  decline: readonly string[]
  approveAll: readonly string[]
  declineAll: readonly string[]
  /** The card's menu that holds "Decline with feedback". */
  moreOptions: readonly string[]
  declineWithFeedback: readonly string[]
  /** The control that sends the feedback dialog, besides the language's Decline. */
  confirmDecline: readonly string[]
  /** The page's title and heading. */
  title: readonly string[]
  /** What the page says when nobody is waiting. */
  emptyList: readonly string[]
  reasons: Readonly<Record<FeedbackReason, readonly string[]>>
  /** "Joined Facebook …" lines; group 1 is the date part. */
  joinedFacebook: readonly RegExp[]
  /** "Lives in …" first, then "From …"; group 1 is the place. */
  livesIn: readonly RegExp[]
  invitedBy: RegExp
  /** Group 1 is the number. */
  groupsInCommon: RegExp
  rulesAgreed: RegExp
  rulesNotAgreed: RegExp
  dates: DateWords
}

const EN: Labels = {
  code: 'en',
  name: 'English',
  lang: ['en'],
  approve: ['Approve'],
  decline: ['Decline'],
  approveAll: ['Approve all', 'Approve All'],
  declineAll: ['Decline all', 'Decline All'],
  moreOptions: ['More request options', 'More options'],
  declineWithFeedback: ['Decline with feedback'],
  confirmDecline: ['Confirm', 'Send', 'Submit'],
  title: ['Member requests', 'Requests to join', 'Participant requests', 'Membership requests'],
  emptyList: ['No pending members', 'No pending requests', 'No member requests', 'No new requests'],
  reasons: {
    answers: ['Issue with answer to questions', 'Issue with answers to questions'],
    rules: ['Did not agree to group rules', "Didn't agree to group rules"],
  },
  joinedFacebook: [/^joined facebook\b[\s·:,–-]*(.+)$/i],
  livesIn: [/^lives in (.+?)\.?$/i, /^from (.+?)\.?$/i],
  invitedBy: /^invited by (.+?)\.?$/i,
  groupsInCommon: /^(\d+) (?:mutual )?groups? in common\b/i,
  rulesAgreed: /\bagree(?:d|s) to (?:the )?(?:group(?:'s)? )?rules\b/i,
  rulesNotAgreed:
    /\b(?:has not|hasn't|did not|didn't|have not|haven't) agreed? to (?:the )?(?:group(?:'s)? )?rules|\bno response to (?:the )?(?:group )?rules/i,
  dates: {
    relative: [/^(?:about |over |almost |nearly )?(?<amount>\S+) (?<unit>\S+) ago$/i],
    units: {
      second: 'second', seconds: 'second', sec: 'second', secs: 'second',
      minute: 'minute', minutes: 'minute', min: 'minute', mins: 'minute',
      hour: 'hour', hours: 'hour', hr: 'hour', hrs: 'hour',
      day: 'day', days: 'day',
      week: 'week', weeks: 'week', wk: 'week', wks: 'week',
      month: 'month', months: 'month',
      year: 'year', years: 'year', yr: 'year', yrs: 'year',
    },
    one: ['a', 'an', 'one'],
    now: ['just now', 'now', 'a moment ago'],
    yesterday: ['yesterday'],
    today: ['today'],
    months: [
      ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'],
      ['july', 'jul'], ['august', 'aug'], ['september', 'sept', 'sep'], ['october', 'oct'], ['november', 'nov'],
      ['december', 'dec'],
    ],
    connectors: ['of'],
    leading: ['in', 'on', 'since'],
  },
}

const ES: Labels = {
  code: 'es',
  name: 'Spanish',
  lang: ['es'],
  approve: ['Aprobar'],
  decline: ['Rechazar'],
  approveAll: ['Aprobar todo', 'Aprobar todas', 'Aprobar todos'],
  declineAll: ['Rechazar todo', 'Rechazar todas', 'Rechazar todos'],
  moreOptions: ['Más opciones de solicitud', 'Más opciones'],
  declineWithFeedback: ['Rechazar con comentarios'],
  confirmDecline: ['Confirmar', 'Enviar'],
  title: ['Solicitudes de participación', 'Solicitudes de miembros', 'Solicitudes para unirse'],
  emptyList: ['No hay solicitudes pendientes', 'No hay miembros pendientes', 'No hay solicitudes nuevas'],
  reasons: {
    answers: ['Problema con la respuesta a las preguntas', 'Problema con las respuestas a las preguntas'],
    rules: ['No aceptó las reglas del grupo'],
  },
  joinedFacebook: [/^se unió a facebook\b[\s·:,–-]*(.+)$/i, /^miembro de facebook desde (.+)$/i],
  livesIn: [/^vive en (.+?)\.?$/i, /^de (.+?)\.?$/i],
  invitedBy: /^invitad[oa] por (.+?)\.?$/i,
  groupsInCommon: /^(\d+) grupos? en común/i,
  rulesAgreed: /aceptó las (?:reglas|normas) del grupo/i,
  rulesNotAgreed: /no (?:aceptó|ha aceptado) las (?:reglas|normas)|sin respuesta a las (?:reglas|normas)/i,
  dates: {
    relative: [/^hace (?:unos |unas |alrededor de |más de |casi )?(?<amount>\S+) (?<unit>\S+)$/i],
    units: {
      segundo: 'second', segundos: 'second', s: 'second',
      minuto: 'minute', minutos: 'minute', min: 'minute',
      hora: 'hour', horas: 'hour', h: 'hour',
      día: 'day', días: 'day', dia: 'day', dias: 'day', d: 'day',
      semana: 'week', semanas: 'week', sem: 'week',
      mes: 'month', meses: 'month',
      año: 'year', años: 'year', ano: 'year', anos: 'year',
    },
    one: ['un', 'una', 'uno'],
    now: ['justo ahora', 'ahora', 'ahora mismo', 'hace un momento'],
    yesterday: ['ayer'],
    today: ['hoy'],
    months: [
      ['enero', 'ene'], ['febrero', 'feb'], ['marzo', 'mar'], ['abril', 'abr'], ['mayo', 'may'], ['junio', 'jun'],
      ['julio', 'jul'], ['agosto', 'ago'], ['septiembre', 'setiembre', 'sept', 'sep', 'set'], ['octubre', 'oct'],
      ['noviembre', 'nov'], ['diciembre', 'dic'],
    ],
    connectors: ['de', 'del'],
    leading: ['en', 'el', 'desde'],
  },
}

/** Portuguese words both variants share; each variant adds its own. */
const PT_DATES: DateWords = {
  relative: [
    /^há (?:cerca de |mais de |quase )?(?<amount>\S+) (?<unit>\S+)$/i,
    /^(?<amount>\S+) (?<unit>\S+) atrás$/i,
  ],
  units: {
    segundo: 'second', segundos: 'second', s: 'second',
    minuto: 'minute', minutos: 'minute', min: 'minute',
    hora: 'hour', horas: 'hour', h: 'hour',
    dia: 'day', dias: 'day', d: 'day',
    semana: 'week', semanas: 'week', sem: 'week',
    mês: 'month', mes: 'month', meses: 'month',
    ano: 'year', anos: 'year',
  },
  one: ['um', 'uma'],
  now: ['agora', 'agora mesmo', 'há pouco'],
  yesterday: ['ontem'],
  today: ['hoje'],
  months: [
    ['janeiro', 'jan'], ['fevereiro', 'fev'], ['março', 'marco', 'mar'], ['abril', 'abr'], ['maio', 'mai'],
    ['junho', 'jun'], ['julho', 'jul'], ['agosto', 'ago'], ['setembro', 'set'], ['outubro', 'out'],
    ['novembro', 'nov'], ['dezembro', 'dez'],
  ],
  connectors: ['de', 'do'],
  leading: ['em', 'no', 'desde', 'a'],
}

const PT_BR: Labels = {
  code: 'pt-BR',
  name: 'Portuguese (Brazil)',
  lang: ['pt-br', 'pt'],
  approve: ['Aprovar'],
  decline: ['Recusar'],
  approveAll: ['Aprovar tudo', 'Aprovar todos', 'Aprovar todas'],
  declineAll: ['Recusar tudo', 'Recusar todos', 'Recusar todas'],
  moreOptions: ['Mais opções de solicitação', 'Mais opções'],
  declineWithFeedback: ['Recusar com comentários', 'Recusar com feedback'],
  confirmDecline: ['Confirmar', 'Enviar'],
  title: ['Solicitações de participação', 'Solicitações de membros', 'Solicitações para participar'],
  emptyList: ['Nenhuma solicitação pendente', 'Não há solicitações pendentes', 'Nenhum membro pendente'],
  reasons: {
    answers: ['Problema com a resposta às perguntas', 'Problema com as respostas às perguntas'],
    rules: ['Não concordou com as regras do grupo'],
  },
  joinedFacebook: [/^entrou no facebook\b[\s·:,–-]*(.+)$/i, /^membro do facebook desde (.+)$/i],
  livesIn: [/^mora em (.+?)\.?$/i, /^vive em (.+?)\.?$/i, /^de (.+?)\.?$/i],
  invitedBy: /^convidad[oa] por (.+?)\.?$/i,
  groupsInCommon: /^(\d+) grupos? em comum/i,
  rulesAgreed: /concordou com as regras do grupo/i,
  rulesNotAgreed: /não concordou com as regras|sem resposta às regras/i,
  dates: PT_DATES,
}

const PT_PT: Labels = {
  code: 'pt-PT',
  name: 'Portuguese (Portugal)',
  lang: ['pt-pt'],
  approve: ['Aprovar'],
  decline: ['Recusar', 'Rejeitar'],
  approveAll: ['Aprovar tudo', 'Aprovar todos', 'Aprovar todas'],
  declineAll: ['Recusar tudo', 'Recusar todos', 'Rejeitar todos'],
  moreOptions: ['Mais opções do pedido', 'Mais opções'],
  declineWithFeedback: ['Recusar com comentários', 'Recusar com feedback'],
  confirmDecline: ['Confirmar', 'Enviar'],
  title: ['Pedidos de adesão', 'Pedidos de membros', 'Pedidos para aderir'],
  emptyList: ['Não há pedidos pendentes', 'Nenhum pedido pendente'],
  reasons: {
    answers: ['Problema com a resposta às perguntas', 'Problema com as respostas às perguntas'],
    rules: ['Não aceitou as regras do grupo'],
  },
  joinedFacebook: [
    /^aderiu ao facebook\b[\s·:,–-]*(.+)$/i,
    /^entrou no facebook\b[\s·:,–-]*(.+)$/i,
    /^membro do facebook desde (.+)$/i,
  ],
  livesIn: [/^vive em (.+?)\.?$/i, /^mora em (.+?)\.?$/i, /^de (.+?)\.?$/i],
  invitedBy: /^convidad[oa] por (.+?)\.?$/i,
  groupsInCommon: /^(\d+) grupos? em comum/i,
  rulesAgreed: /(?:aceitou|concordou com) as regras do grupo/i,
  rulesNotAgreed: /não (?:aceitou|concordou com) as regras|sem resposta às regras/i,
  dates: PT_DATES,
}

const FR: Labels = {
  code: 'fr',
  name: 'French',
  lang: ['fr'],
  approve: ['Approuver'],
  decline: ['Refuser'],
  approveAll: ['Tout approuver'],
  declineAll: ['Tout refuser'],
  moreOptions: ['Plus d’options de demande', "Plus d'options de demande", 'Plus d’options', "Plus d'options"],
  declineWithFeedback: ['Refuser avec un commentaire', 'Refuser avec des commentaires'],
  confirmDecline: ['Confirmer', 'Envoyer'],
  title: ['Demandes d’adhésion', "Demandes d'adhésion", 'Demandes de participation'],
  emptyList: ['Aucune demande en attente', 'Aucun membre en attente', 'Aucune nouvelle demande'],
  reasons: {
    answers: ['Problème avec la réponse aux questions', 'Problème avec les réponses aux questions'],
    rules: ['N’a pas accepté les règles du groupe', "N'a pas accepté les règles du groupe"],
  },
  joinedFacebook: [/^a rejoint facebook\b[\s·:,–-]*(.+)$/i, /^membre de facebook depuis (.+)$/i],
  livesIn: [/^habite à (.+?)\.?$/i, /^vit à (.+?)\.?$/i, /^de (.+?)\.?$/i, /^d[’'](.+?)\.?$/i],
  invitedBy: /^invitée? par (.+?)\.?$/i,
  groupsInCommon: /^(\d+) groupes? en commun/i,
  rulesAgreed: /a accepté les règles du groupe/i,
  rulesNotAgreed: /n[’']a pas accepté les règles|pas de réponse aux règles/i,
  dates: {
    relative: [/^il y a (?:environ |plus de |presque )?(?<amount>\S+) (?<unit>\S+)$/i],
    units: {
      seconde: 'second', secondes: 'second', s: 'second',
      minute: 'minute', minutes: 'minute', min: 'minute', mn: 'minute',
      heure: 'hour', heures: 'hour', h: 'hour',
      jour: 'day', jours: 'day', j: 'day',
      semaine: 'week', semaines: 'week', sem: 'week',
      mois: 'month',
      an: 'year', ans: 'year', année: 'year', années: 'year',
    },
    one: ['un', 'une'],
    now: ['à l’instant', "à l'instant", 'maintenant', 'il y a un instant'],
    yesterday: ['hier'],
    today: ['aujourd’hui', "aujourd'hui"],
    months: [
      ['janvier', 'janv'], ['février', 'fevrier', 'févr', 'fevr'], ['mars'], ['avril', 'avr'], ['mai'], ['juin'],
      ['juillet', 'juil'], ['août', 'aout'], ['septembre', 'sept'], ['octobre', 'oct'], ['novembre', 'nov'],
      ['décembre', 'decembre', 'déc', 'dec'],
    ],
    connectors: ['de'],
    leading: ['en', 'le', 'depuis'],
  },
}

const DE: Labels = {
  code: 'de',
  name: 'German',
  lang: ['de'],
  approve: ['Genehmigen', 'Zulassen'],
  decline: ['Ablehnen'],
  approveAll: ['Alle genehmigen', 'Alle zulassen'],
  declineAll: ['Alle ablehnen'],
  moreOptions: ['Weitere Anfrageoptionen', 'Weitere Optionen'],
  declineWithFeedback: ['Mit Feedback ablehnen', 'Mit Begründung ablehnen'],
  confirmDecline: ['Bestätigen', 'Senden'],
  title: ['Mitgliedsanfragen', 'Beitrittsanfragen', 'Teilnahmeanfragen'],
  emptyList: ['Keine ausstehenden Anfragen', 'Keine ausstehenden Mitgliedsanfragen', 'Keine neuen Anfragen'],
  reasons: {
    answers: ['Problem mit der Antwort auf Fragen', 'Problem mit den Antworten auf die Fragen'],
    rules: ['Hat den Gruppenregeln nicht zugestimmt'],
  },
  joinedFacebook: [
    /^(?:ist )?facebook (.+?) beigetreten$/i,
    /^facebook beigetreten[\s·:,–-]+(.+)$/i,
    /^seit (.+?) (?:bei|auf) facebook$/i,
    /^mitglied (?:bei facebook )?seit (.+)$/i,
  ],
  livesIn: [/^wohnt in (.+?)\.?$/i, /^lebt in (.+?)\.?$/i, /^aus (.+?)\.?$/i],
  invitedBy: /^eingeladen von (.+?)\.?$/i,
  groupsInCommon: /^(\d+) gemeinsame gruppen?/i,
  rulesAgreed: /hat den gruppenregeln zugestimmt/i,
  rulesNotAgreed: /hat den gruppenregeln nicht zugestimmt|keine antwort auf die gruppenregeln/i,
  dates: {
    relative: [/^vor (?:etwa |über |fast |mehr als )?(?<amount>\S+) (?<unit>\S+)$/i],
    units: {
      sekunde: 'second', sekunden: 'second', sek: 'second',
      minute: 'minute', minuten: 'minute', min: 'minute',
      stunde: 'hour', stunden: 'hour', std: 'hour',
      tag: 'day', tagen: 'day', tage: 'day',
      woche: 'week', wochen: 'week',
      monat: 'month', monaten: 'month', monate: 'month',
      jahr: 'year', jahren: 'year', jahre: 'year',
    },
    one: ['einem', 'einer', 'einen', 'ein', 'eine'],
    now: ['gerade eben', 'jetzt', 'soeben'],
    yesterday: ['gestern'],
    today: ['heute'],
    months: [
      ['januar', 'jänner', 'jan'], ['februar', 'feb'], ['märz', 'maerz', 'mär', 'mrz'], ['april', 'apr'], ['mai'],
      ['juni', 'jun'], ['juli', 'jul'], ['august', 'aug'], ['september', 'sept', 'sep'], ['oktober', 'okt'],
      ['november', 'nov'], ['dezember', 'dez'],
    ],
    connectors: [],
    leading: ['im', 'am', 'seit'],
  },
}

const IT: Labels = {
  code: 'it',
  name: 'Italian',
  lang: ['it'],
  approve: ['Approva'],
  decline: ['Rifiuta'],
  approveAll: ['Approva tutto', 'Approva tutte', 'Approva tutti'],
  declineAll: ['Rifiuta tutto', 'Rifiuta tutte', 'Rifiuta tutti'],
  moreOptions: ['Altre opzioni della richiesta', 'Altre opzioni'],
  declineWithFeedback: ['Rifiuta con feedback', 'Rifiuta con commento'],
  confirmDecline: ['Conferma', 'Invia'],
  title: ['Richieste di iscrizione', 'Richieste di adesione', 'Richieste di partecipazione'],
  emptyList: ['Nessuna richiesta in sospeso', 'Nessun membro in attesa', 'Nessuna nuova richiesta'],
  reasons: {
    answers: ['Problema con la risposta alle domande', 'Problema con le risposte alle domande'],
    rules: ['Non ha accettato le regole del gruppo'],
  },
  joinedFacebook: [
    /^(?:si è |è )?iscritt[oa](?:\/a)? (?:a|su) facebook\b[\s·:,–-]*(.+)$/i,
    /^ha aderito a facebook\b[\s·:,–-]*(.+)$/i,
    /^su facebook da(?:l)? (.+)$/i,
  ],
  livesIn: [/^vive a (.+?)\.?$/i, /^abita a (.+?)\.?$/i, /^di (.+?)\.?$/i, /^da (.+?)\.?$/i],
  invitedBy: /^invitat[oa] da (.+?)\.?$/i,
  groupsInCommon: /^(\d+) grupp[oi] in comune/i,
  rulesAgreed: /ha accettato le regole del gruppo/i,
  rulesNotAgreed: /non ha accettato le regole|nessuna risposta alle regole/i,
  dates: {
    relative: [/^(?:circa |più di |quasi )?(?<amount>\S+) (?<unit>\S+) fa$/i],
    units: {
      secondo: 'second', secondi: 'second', s: 'second',
      minuto: 'minute', minuti: 'minute', min: 'minute',
      ora: 'hour', ore: 'hour', h: 'hour',
      giorno: 'day', giorni: 'day', g: 'day',
      settimana: 'week', settimane: 'week', sett: 'week',
      mese: 'month', mesi: 'month',
      anno: 'year', anni: 'year',
    },
    one: ['un', 'uno', 'una'],
    now: ['adesso', 'proprio ora', 'poco fa', 'ora'],
    yesterday: ['ieri'],
    today: ['oggi'],
    months: [
      ['gennaio', 'gen'], ['febbraio', 'feb'], ['marzo', 'mar'], ['aprile', 'apr'], ['maggio', 'mag'], ['giugno', 'giu'],
      ['luglio', 'lug'], ['agosto', 'ago'], ['settembre', 'set', 'sett'], ['ottobre', 'ott'], ['novembre', 'nov'],
      ['dicembre', 'dic'],
    ],
    connectors: ['del', 'di'],
    leading: ['a', 'il', 'nel', 'in', 'dal', 'da'],
  },
}

const ID: Labels = {
  code: 'id',
  name: 'Indonesian',
  lang: ['id', 'in'],
  approve: ['Setujui', 'Terima'],
  decline: ['Tolak'],
  approveAll: ['Setujui Semua', 'Setujui semua'],
  declineAll: ['Tolak Semua', 'Tolak semua'],
  moreOptions: ['Opsi permintaan lainnya', 'Opsi lainnya'],
  declineWithFeedback: ['Tolak dengan masukan', 'Tolak dengan umpan balik'],
  confirmDecline: ['Konfirmasi', 'Kirim'],
  title: ['Permintaan Keanggotaan', 'Permintaan menjadi anggota', 'Permintaan Bergabung'],
  emptyList: ['Tidak ada permintaan tertunda', 'Tidak ada anggota tertunda', 'Tidak ada permintaan baru'],
  reasons: {
    answers: ['Masalah dengan jawaban pertanyaan', 'Masalah dengan jawaban atas pertanyaan'],
    rules: ['Tidak menyetujui peraturan grup'],
  },
  joinedFacebook: [/^bergabung (?:dengan|ke) facebook\b[\s·:,–-]*(.+)$/i],
  livesIn: [/^tinggal di (.+?)\.?$/i, /^dari (.+?)\.?$/i],
  invitedBy: /^diundang oleh (.+?)\.?$/i,
  groupsInCommon: /^(\d+) grup (?:yang sama|bersama)/i,
  rulesAgreed: /menyetujui peraturan grup/i,
  rulesNotAgreed: /(?:tidak|belum) menyetujui peraturan grup|tidak ada tanggapan terhadap peraturan/i,
  dates: {
    relative: [
      /^(?:sekitar |lebih dari |hampir )?(?<amount>\S+) (?<unit>\S+) (?:yang )?lalu$/i,
      /^se(?<unit>tahun|bulan|minggu|hari|jam|menit|detik) (?:yang )?lalu$/i,
    ],
    units: {
      detik: 'second', dtk: 'second',
      menit: 'minute', mnt: 'minute',
      jam: 'hour', j: 'hour',
      hari: 'day', h: 'day',
      minggu: 'week', pekan: 'week', mgg: 'week',
      bulan: 'month', bln: 'month',
      tahun: 'year', thn: 'year',
    },
    one: ['satu', 'se'],
    now: ['baru saja', 'sekarang'],
    yesterday: ['kemarin'],
    today: ['hari ini'],
    months: [
      ['januari', 'jan'], ['februari', 'feb'], ['maret', 'mar'], ['april', 'apr'], ['mei'], ['juni', 'jun'],
      ['juli', 'jul'], ['agustus', 'agu', 'agt', 'ags'], ['september', 'sep', 'sept'], ['oktober', 'okt'],
      ['november', 'nov'], ['desember', 'des'],
    ],
    connectors: [],
    leading: ['pada', 'sejak', 'di'],
  },
}

/** Every table, in the order they are tried when the page's `lang` does not choose one. */
export const LANGUAGES: readonly Labels[] = [EN, ES, PT_BR, PT_PT, FR, DE, IT, ID]

export const ENGLISH = EN

/** Lower case, one space, straight apostrophes, no trailing full stop or ellipsis. */
export function normalizeWords(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.…]+$/, '')
    .toLowerCase()
}

/** Whether `text` is one of `words`, ignoring case, spacing and the kind of apostrophe. */
export function isOneOf(text: string | null | undefined, words: readonly string[]): boolean {
  const wanted = normalizeWords(text)
  if (wanted === '') return false
  let known = normalized.get(words)
  if (!known) normalized.set(words, (known = new Set(words.map(normalizeWords))))
  return known.has(wanted)
}

/** Each word list, normalized once: the page is read many times over. */
const normalized = new WeakMap<readonly string[], Set<string>>()

/** The table `<html lang>` names ("es-LA", "pt_BR", "fr"), or null when none has it. */
export function labelsForLang(lang: string | null | undefined): Labels | null {
  const value = (lang ?? '').trim().toLowerCase().replace('_', '-')
  if (!value) return null
  return (
    LANGUAGES.find((labels) => labels.lang.includes(value)) ??
    LANGUAGES.find((labels) => labels.lang.includes(value.split('-')[0]!)) ??
    null
  )
}

/** The meaning of a reason the owner gave, when it is one of Facebook's presets in any language. */
export function presetReason(reason: string): FeedbackReason | null {
  for (const labels of LANGUAGES) {
    for (const [meaning, words] of Object.entries(labels.reasons) as [FeedbackReason, readonly string[]][]) {
      if (isOneOf(reason, words)) return meaning
    }
  }
  return null
}
