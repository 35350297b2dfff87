// The product's analytics events, by the names Amplitude receives. Pure data: the
// islands that send them and the calls to action that name them (content/landing.ts)
// import it without the analytics client.

export const ANALYTICS_EVENTS = {
  teacherWelcome: 'Teacher Welcome Page Redirected',
  studentWelcome: 'Student Welcome Page Redirected',
  teacherLogin: 'Teacher Login Page Redirected',
  studentLogin: 'Student Login Page Redirected',
  teacherRegister: 'Teacher Register Page Redirected',
  studentRegister: 'Student Register Page Redirected',
  videoClicked: 'Video Clicked',
  pilotSchoolContact: 'Pilot School Contact Clicked',
  premiumCheckoutStarted: 'Premium Checkout Started',
  premiumPurchased: 'Premium Purchased',
  consentAccepted: 'USER ACCEPTED COOKIES',
  /** One per metric of a sampled page view (lib/analytics/web-vitals.ts). */
  webVital: 'Web Vital',
} as const;
