import type { ReactNode } from 'react';
import {
  classOverviewExample,
  tutorChatExample,
  weeklyReportExample,
} from '@/content/hero-examples';
import type { LandingRole } from '@/content/landing';
import type { Country } from '@/lib/countries/countries';

// Plain server-rendered HTML and CSS: it paints with the first frame, requests
// nothing and ships no script, so it can neither become a late LCP candidate
// nor shift the layout. Every byte is sent twice (HTML and RSC payload), so
// the markup stays lean.

/** The hero's example of what this audience gets from Rechenweg. */
export function HeroVisual({ role, country }: { role: LandingRole; country: Country }) {
  switch (role) {
    case 'student':
      return <TutorChat copy={tutorChatExample(country)} />;
    case 'teacher':
      return <ClassOverview copy={classOverviewExample(country)} />;
    case 'parent':
      return <WeeklyReport copy={weeklyReportExample(country)} />;
  }
}

const NOTE = 'mt-4 rounded-lg bg-accent-400/25 px-3 py-2 text-sm text-brand-900';

/**
 * The caption names the figure for screen readers; the content stays readable in order.
 * A slow phone paints the card while its HTML is still arriving, and a pupil's bubble,
 * held to the right, would grow leftwards word by word: the card shows once its caption is in.
 */
function Card(props: { caption: string; title: string; detail: string; children: ReactNode }) {
  return (
    <figure className="mt-12 max-w-md not-has-[>figcaption]:invisible lg:mt-0">
      <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-card">
        <p className="flex items-baseline justify-between gap-3 border-b border-brand-100 pb-3">
          <span className="font-semibold text-brand-900">{props.title}</span>{' '}
          <span className="text-sm text-muted">{props.detail}</span>
        </p>
        {props.children}
      </div>
      <figcaption className="mt-3 text-sm text-muted">{props.caption}</figcaption>
    </figure>
  );
}

const BUBBLE = {
  tutor: 'rounded-tl-sm bg-brand-50 text-brand-900',
  pupil: 'ml-auto rounded-tr-sm bg-brand-700 text-white',
};

function TutorChat({ copy }: { copy: ReturnType<typeof tutorChatExample> }) {
  return (
    <Card caption={copy.caption} title={copy.speakers.tutor} detail={copy.topic}>
      <ol className="mt-4 space-y-2.5 text-sm">
        {copy.messages.map((message) => (
          <li
            key={message.text}
            className={`w-fit max-w-[85%] rounded-2xl px-3.5 py-2 ${BUBBLE[message.from]}`}
          >
            <span className="sr-only">{copy.speakers[message.from]}: </span>
            {message.text}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function ClassOverview({ copy }: { copy: ReturnType<typeof classOverviewExample> }) {
  const most = Math.max(...copy.topics.map((topic) => topic.stuck));
  return (
    <Card caption={copy.caption} title={copy.className} detail={copy.pupils}>
      <p className="mt-4 text-sm font-medium text-brand-900">{copy.question}</p>
      <ul className="mt-3 space-y-2.5 text-sm">
        {copy.topics.map((topic) => (
          <li key={topic.name}>
            <p className="flex justify-between">
              {topic.name} <span className="text-muted">{topic.count}</span>
            </p>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-brand-50">
              <div
                className={`h-2 rounded-full ${topic.stuck === most ? 'bg-accent-500' : 'bg-brand-600'}`}
                style={{ width: `${(100 * topic.stuck) / copy.classSize}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className={NOTE}>{copy.suggestion}</p>
    </Card>
  );
}

function WeeklyReport({ copy }: { copy: ReturnType<typeof weeklyReportExample> }) {
  const most = Math.max(...copy.minutesPerDay);
  return (
    <Card caption={copy.caption} title={copy.title} detail={copy.period}>
      <ul className="mt-4 grid grid-cols-3 gap-2 text-center text-xs text-muted">
        {copy.figures.map((figure) => (
          <li key={figure.label} className="rounded-xl bg-brand-50 px-1 py-2">
            <span className="block text-xl font-bold text-brand-900">{figure.value}</span>{' '}
            {figure.label}
          </li>
        ))}
      </ul>
      {/* The figures above say what the bars show. */}
      <ol aria-hidden="true" className="mt-4 grid grid-cols-7 gap-2 text-center text-xs text-muted">
        {copy.minutesPerDay.map((minutes, day) => (
          <li key={copy.days[day]}>
            <div className="flex h-12 items-end">
              <div
                className={`w-full rounded-t ${minutes ? 'bg-brand-600' : 'bg-brand-100'}`}
                style={{ height: `${Math.max((100 * minutes) / most, 6)}%` }}
              />
            </div>
            {copy.days[day]}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm font-medium text-brand-900">{copy.improvedHeading}</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {copy.improved.map((topic) => (
          <li key={topic} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900">
            {topic}
          </li>
        ))}
      </ul>
      <p className={NOTE}>{copy.tip}</p>
    </Card>
  );
}
