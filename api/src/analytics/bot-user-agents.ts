// Who is not a visitor: crawlers, link previews, monitors, scripts and headless browsers, told by
// their user-agent. A browser always sends one, so a request without one is not counted either.
// The list errs towards not counting: an owner's figures should be people.
const BOT_USER_AGENT =
  /bot\b|bot[/;-]|crawl|spider|slurp|scrape|archiver|preview|facebookexternalhit|embedly|whatsapp|skypeuripreview|bingpreview|headlesschrome|phantomjs|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|httpie|python-|python\/|aiohttp|go-http-client|java\/|okhttp|node-fetch|undici|axios|postmanruntime|insomnia|libwww|apache-httpclient|feedfetcher|\bfeed\b|^node$|^mozilla\/5\.0$/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return BOT_USER_AGENT.test(userAgent);
}
