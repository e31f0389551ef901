#ifndef CATSPI_SHIM_H
#define CATSPI_SHIM_H

#include <atspi/atspi.h>

/// Frees an event handed to a listener callback (the callback owns it): `g_boxed_free` with
/// `ATSPI_TYPE_EVENT`, a macro Swift cannot import.
void CAtspiShim_event_free(AtspiEvent *event);

/// The event's `any_data` as a string (announcements, text changes), or NULL when it holds none.
/// Borrowed: valid until the event is freed.
const char *CAtspiShim_event_string(const AtspiEvent *event);

/// The event's `any_data` as an accessible (children-changed), or NULL. Borrowed.
AtspiAccessible *CAtspiShim_event_accessible(const AtspiEvent *event);

/// Runs `function(data)` once on the thread that runs the default GLib main context (the one
/// `atspi_event_main()` runs), from any thread: an idle source attached to that context. Unlike
/// `g_main_context_invoke`, it never runs the function on the calling thread.
void CAtspiShim_dispatch(void (*function)(void *), void *data);

/// A stable identifier of the object: its application's bus name and its object path
/// (":1.42/org/a11y/atspi/accessible/17"). Free with g_free.
char *CAtspiShim_object_identifier(AtspiAccessible *accessible);

/// The bus name of the object's application (":1.42"), borrowed, or NULL.
const char *CAtspiShim_bus_name(AtspiAccessible *accessible);

/// The name of the first target of the object's `labelled-by` relation, or NULL. Free with g_free.
char *CAtspiShim_labelled_by_name(AtspiAccessible *accessible);

/// The first target of the object's relation of `type` (a new reference, g_object_unref it), or
/// NULL: LibreOffice Writer's `flows-to` / `flows-from` lead from paragraph to paragraph, offscreen
/// ones too.
AtspiAccessible *CAtspiShim_relation_target(AtspiAccessible *accessible, AtspiRelationType type);

/// The first object of `role` below `root`, found by the app itself (Collection interface,
/// `get_matches` traversing): a new reference, or NULL (none, or no Collection). LibreOffice's
/// window holds about 2,000 objects before its document; this finds the document in ~10 ms.
AtspiAccessible *CAtspiShim_first_descendant_with_role(AtspiAccessible *root, AtspiRole role);

/// Whether the object implements the AT-SPI interface `name` ("Hyperlink", "Table"): 1 or 0.
int CAtspiShim_has_interface(AtspiAccessible *accessible, const char *name);

/// The child at `index` (a new reference), or NULL past the last child: libatspi 2.46 answers
/// from its children cache without checking the index, and crashed (SIGSEGV) on child 0 of a
/// window whose children had not arrived yet (Firefox at its start).
AtspiAccessible *CAtspiShim_child_at_index(AtspiAccessible *accessible, int index);

/// Asks the session bus for the AT-SPI bus address (`org.a11y.Bus.GetAddress`) at `address`,
/// waiting at most `timeout_ms`. Returns 1 when it answers with an address; else 0 and a message
/// in `message` (free with free()).
int CAtspiShim_probe_bus(const char *address, int timeout_ms, char **message);

/// Whether libatspi's connection to the AT-SPI bus is still up (it drops when the bus launcher
/// or the a11y dbus-daemon goes away): a Ping to the bus daemon, waiting at most `timeout_ms`;
/// a slow answer counts as up. Call on the libatspi thread after `atspi_init()`.
int CAtspiShim_a11y_bus_connected(int timeout_ms);

/// The server id (the bus daemon's guid) of libatspi's connection to the AT-SPI bus, copied into
/// `buffer` of `size` bytes; 0 without a connection. libatspi connects again by itself when its
/// bus goes away (to a bus that D-Bus activation starts at once), so a new id means a new bus,
/// one the apps started before it are not on. Call on the libatspi thread.
int CAtspiShim_a11y_bus_id(char *buffer, int size);

/// The line of `text` that holds character `offset`: its characters (free with `g_free`) and, in
/// `start`, where it starts; NULL when the app answers neither way. Asks `GetStringAtOffset`
/// (line granularity) first, then the older `GetTextAtOffset` (line start), which is all Qt 5
/// answers.
char *CAtspiShim_text_line(AtspiText *text, int offset, int *start);

#endif
