// The roadmap: what works today and what comes next, in the order we build it.
import "./static.css";

const ROADMAP = [
  {
    status: "Available",
    items: [
      [
        "Accounts",
        "E-mail and password or Google sign-in; sessions that survive reloads and stay in step across tabs.",
      ],
      ["Themes", "Light and dark, following your system and saved to your profile."],
      [
        "Company search",
        "Search US-listed companies by ticker or name, forgiving typos, from the header or the home page.",
      ],
      ["Command palette", "Ctrl+K (Cmd+K on a Mac) to go anywhere or switch the theme without the mouse."],
      [
        "Company pages",
        "Profile, quote, statements, metrics, filings and news, each labelled with where it came from.",
      ],
      ["Valuation", "A discounted cash flow model with every assumption shown, editable and sourced."],
      [
        "Assistant",
        "Answers that stream in with their sources, conversations you can return to, and an inline chat beside any page.",
      ],
      ["Notes and highlights", "Mark up filings and answers, and keep notes per company that the assistant can quote."],
      ["PDF chat", "Upload a PDF and ask about it; answers quote its pages."],
    ],
  },
  {
    status: "Next",
    items: [
      ["Portfolio", "Your holdings with their news."],
      ["Research reports", "Structured reports from nine analysis pillars (invited users)."],
    ],
  },
  {
    status: "Later",
    items: [["Deep Dive and Forum", "Long-form analysis and discussion."]],
  },
] as const;

export default function RoadmapPage() {
  return (
    <main className="page prose-page">
      <h1>Roadmap</h1>
      <p className="lede">What Moatwise does today, and what we are building next.</p>
      {ROADMAP.map((stage) => (
        <section key={stage.status} className="roadmap-stage">
          <h2>
            <span className="roadmap-status" data-status={stage.status.toLowerCase()}>
              {stage.status}
            </span>
          </h2>
          <ul className="roadmap-list">
            {stage.items.map(([title, text]) => (
              <li key={title} className="card">
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
