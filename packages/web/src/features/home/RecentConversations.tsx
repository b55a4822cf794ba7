// Home, signed in: the latest conversations, to pick one up where it was left.
import { Link } from "wouter";
import { WhenChatRuns } from "../../app/actors";
import { ConversationLink } from "../chat/ConversationHistory";
import { useConversations } from "../chat/chatViews";

const RECENT_SHOWN = 4;

/** The latest conversations, to pick one up where it was left (once the list has loaded). */
export default function RecentConversations() {
  return (
    <WhenChatRuns>
      <RecentList />
    </WhenChatRuns>
  );
}

function RecentList() {
  const items = useConversations().items.slice(0, RECENT_SHOWN);
  if (items.length === 0) return null;
  return (
    <section className="home-recent" aria-labelledby="home-recent-title">
      <div className="home-recent-head">
        <h2 id="home-recent-title">Recent conversations</h2>
        <Link href="/chat">All conversations</Link>
      </div>
      <ul className="home-recent-list">
        {items.map((item) => (
          <li key={item.id} className="card">
            <ConversationLink item={item} active={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
