// The terms of service of a self-hosted Moatwise.
import "./static.css";

export default function TermsPage() {
  return (
    <main className="page prose-page">
      <h1>Terms of service</h1>
      <p className="lede">Plain terms for using this Moatwise server.</p>
      <h2>Not investment advice</h2>
      <p>
        Moatwise helps you read and compare information about companies. Nothing in it, including the assistant's
        answers and any valuation, is a recommendation to buy or sell a security. Check the sources shown with each
        answer before you rely on it.
      </p>
      <h2>Data may be delayed, sampled or wrong</h2>
      <p>
        Every figure is labelled with where it came from: a bundled sample data set, SEC EDGAR, or a market-data
        provider. Sample data is for trying the product, not for decisions. Live data can be delayed or contain errors
        made upstream.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself, and sign out of devices you no longer use (Settings › Active sessions). You are
        responsible for what you upload; upload only documents you may share with this server's operator.
      </p>
      <h2>Fair use</h2>
      <p>
        Do not try to break the service, read other people's data, or send requests faster than a person would. The
        operator may limit or close accounts that do.
      </p>
      <h2>Changes</h2>
      <p>The operator may change these terms; the roadmap and this page show the current state.</p>
    </main>
  );
}
