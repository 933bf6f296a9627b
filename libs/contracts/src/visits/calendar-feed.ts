/** An agent's private iCalendar feed, as the settings screen shows it. */
export interface CalendarFeedStatus {
  active: boolean;
  /** When the current URL was made; null without one. */
  createdAt: string | null;
}

/** The answer to creating or renewing the feed: the only time its URL is shown. */
export interface CalendarFeedUrl {
  url: string;
}
