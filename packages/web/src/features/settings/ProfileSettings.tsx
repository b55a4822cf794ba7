// The profile: the name shown in the app (editable), the e-mail and the picture. A failed save
// keeps what the user typed and says why, in words under the name.
import { fieldProblems, selectUser, USERNAME_MAX_LENGTH, type User } from "@moatwise/core";
import { type FormEvent, useState } from "react";
import { AuthActor } from "../../app/actors";
import { useMutation, useMutations } from "../../app/mutations";
import { Avatar } from "../../ui/Avatar";
import { BusyButton } from "../../ui/BusyButton";
import { TextField } from "../../ui/TextField";

export function ProfileSettings() {
  const user = AuthActor.useSelector(selectUser);
  return user ? <ProfileForm user={user} /> : null;
}

const NAME_FIELD = { username: "Name" } as const;

function ProfileForm({ user }: { readonly user: User }) {
  const saving = useMutation(useMutations().account.updateProfile());
  const [name, setName] = useState(user.username);
  const unchanged = name.trim() === user.username || name.trim() === "";
  const problems = fieldProblems(saving.problem, NAME_FIELD);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) saving.run(name, { onSuccess: (updated) => setName(updated.username) });
  };

  return (
    <section className="card settings-section" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <div className="settings-profile">
        <Avatar name={user.username} pictureUrl={user.picture_url} />
        <div>
          <strong>{user.username}</strong>
          <div className="muted">{user.email}</div>
          <div className="muted">
            Questions you share show <strong>{user.handle}</strong>, never your name or e-mail.
          </div>
        </div>
      </div>
      <form className="settings-form" onSubmit={save}>
        <TextField
          id="settings-name"
          label="Name shown in Moatwise"
          value={name}
          onValue={setName}
          maxLength={USERNAME_MAX_LENGTH}
          autoComplete="name"
          hint="Used in the header and on your conversations."
          problem={problems.fields.username}
        />
        {problems.general && (
          <p className="alert alert-error" role="alert">
            {problems.general}
          </p>
        )}
        <div>
          <BusyButton
            type="submit"
            className="button button-primary"
            busy={saving.busy}
            busyLabel="Saving…"
            disabled={unchanged}
          >
            Save name
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
