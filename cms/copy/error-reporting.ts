/**
 * Danish copy for error reporting: the Sentry feedback widget (site and back office)
 * and the loading state shown when a page takes long to open. In cms/ because the shared browser
 * Sentry set-up (cms/observability/sentry-browser.ts) needs the widget texts.
 */
export const errorReportingDa = {
  /** Options of Sentry's feedbackIntegration, field by field. */
  feedback: {
    triggerLabel: 'Rapportér en fejl',
    triggerAriaLabel: 'Rapportér en fejl til MixBuddy',
    formTitle: 'Rapportér en fejl',
    submitButtonLabel: 'Send fejlrapport',
    cancelButtonLabel: 'Annullér',
    confirmButtonLabel: 'Bekræft',
    addScreenshotButtonLabel: 'Vedhæft et skærmbillede',
    removeScreenshotButtonLabel: 'Fjern skærmbillede',
    nameLabel: 'Navn',
    namePlaceholder: 'Dit navn',
    emailLabel: 'E-mail',
    emailPlaceholder: 'din@email.dk',
    isRequiredLabel: '(skal udfyldes)',
    messageLabel: 'Beskrivelse',
    messagePlaceholder: 'Hvad gik galt? Hvad havde du forventet?',
    successMessageText: 'Tak for din fejlrapport!',
    highlightToolText: 'Fremhæv',
    hideToolText: 'Skjul',
    removeHighlightText: 'Fjern',
    errorEmptyMessageText: 'Skriv en beskrivelse, før du sender.',
    errorNoClientText: 'Fejlrapportering er ikke slået til.',
    errorTimeoutText: 'Vi kunne ikke bekræfte, at rapporten blev sendt. Prøv igen om lidt.',
    errorForbiddenText: 'Rapporten kunne ikke sendes fra denne side.',
    errorGenericText: 'Rapporten kunne ikke sendes. Tjek din forbindelse, eller slå en eventuel annonceblokering fra.',
  },
  loading: {
    /** Shown when a page has not opened after 3.8 s. */
    text: 'Siden indlæses …',
    hint: 'Det tager lidt længere end normalt.',
  },
  /** The development-only page /dev/island-fejl that makes an island throw. */
  dev: {
    title: 'Testfejl i en ø',
    intro: 'Kun til udvikling og test: knappen får denne React-ø til at fejle, så fejlskærmen og fejlrapporteringen kan afprøves.',
    trigger: 'Udløs en fejl i øen',
    calling: 'Kalder serveren …',
    thrown: 'Testfejl fra en React-ø',
    slowTitle: 'En langsom side',
    slowText: 'Kun til udvikling og test: denne side svarer bevidst langsomt.',
  },
} as const;
