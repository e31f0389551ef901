#include "CAtspiShim.h"
#include <dbus/dbus.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// ATSPI_TYPE_EVENT is a function-like macro.
void CAtspiShim_event_free(AtspiEvent *event) {
    if (event) g_boxed_free(ATSPI_TYPE_EVENT, event);
}

// G_VALUE_HOLDS_STRING is a macro.
const char *CAtspiShim_event_string(const AtspiEvent *event) {
    if (!event || !G_VALUE_HOLDS_STRING(&event->any_data)) return NULL;
    return g_value_get_string(&event->any_data);
}

// G_VALUE_HOLDS / ATSPI_TYPE_ACCESSIBLE are macros.
AtspiAccessible *CAtspiShim_event_accessible(const AtspiEvent *event) {
    if (!event || !G_VALUE_HOLDS(&event->any_data, ATSPI_TYPE_ACCESSIBLE)) return NULL;
    return g_value_get_object(&event->any_data);
}

typedef struct {
    void (*function)(void *);
    void *data;
} Dispatch;

static gboolean run_dispatch(gpointer user_data) {
    Dispatch *d = user_data;
    d->function(d->data);
    return G_SOURCE_REMOVE;
}

void CAtspiShim_dispatch(void (*function)(void *), void *data) {
    Dispatch *d = g_new(Dispatch, 1);
    d->function = function;
    d->data = data;
    GSource *source = g_idle_source_new();
    g_source_set_priority(source, G_PRIORITY_DEFAULT);
    g_source_set_callback(source, run_dispatch, d, g_free);
    g_source_attach(source, NULL);
    g_source_unref(source);
}

// The object's application and path are struct fields of AtspiObject (ATSPI_OBJECT is a macro).
char *CAtspiShim_object_identifier(AtspiAccessible *accessible) {
    AtspiObject *object = (AtspiObject *)accessible;
    if (!object || !object->app || !object->app->bus_name || !object->path) return NULL;
    return g_strconcat(object->app->bus_name, object->path, NULL);
}

const char *CAtspiShim_bus_name(AtspiAccessible *accessible) {
    AtspiObject *object = (AtspiObject *)accessible;
    if (!object || !object->app) return NULL;
    return object->app->bus_name;
}

// g_array_index is a macro.
char *CAtspiShim_labelled_by_name(AtspiAccessible *accessible) {
    GArray *relations = atspi_accessible_get_relation_set(accessible, NULL);
    if (!relations) return NULL;
    char *name = NULL;
    for (guint i = 0; i < relations->len; i++) {
        AtspiRelation *relation = g_array_index(relations, AtspiRelation *, i);
        if (!name && atspi_relation_get_relation_type(relation) == ATSPI_RELATION_LABELLED_BY
            && atspi_relation_get_n_targets(relation) > 0) {
            AtspiAccessible *target = atspi_relation_get_target(relation, 0);
            if (target) {
                name = atspi_accessible_get_name(target, NULL);
                g_object_unref(target);
            }
        }
        g_object_unref(relation);
    }
    g_array_free(relations, TRUE);
    return name;
}

AtspiAccessible *CAtspiShim_relation_target(AtspiAccessible *accessible, AtspiRelationType type) {
    GArray *relations = atspi_accessible_get_relation_set(accessible, NULL);
    if (!relations) return NULL;
    AtspiAccessible *found = NULL;
    for (guint i = 0; i < relations->len; i++) {
        AtspiRelation *relation = g_array_index(relations, AtspiRelation *, i);
        if (!found && atspi_relation_get_relation_type(relation) == type && atspi_relation_get_n_targets(relation) > 0) {
            found = atspi_relation_get_target(relation, 0);
        }
        g_object_unref(relation);
    }
    g_array_free(relations, TRUE);
    return found;
}

AtspiAccessible *CAtspiShim_first_descendant_with_role(AtspiAccessible *root, AtspiRole role) {
    AtspiCollection *collection = atspi_accessible_get_collection_iface(root);
    if (!collection) return NULL;
    AtspiStateSet *states = atspi_state_set_new(NULL);
    GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
    GArray *roles = g_array_new(FALSE, FALSE, sizeof(AtspiRole));
    g_array_append_val(roles, role);
    GArray *interfaces = g_array_new(FALSE, FALSE, sizeof(gchar *));
    AtspiMatchRule *rule = atspi_match_rule_new(states, ATSPI_Collection_MATCH_NONE, attributes, ATSPI_Collection_MATCH_NONE,
                                                roles, ATSPI_Collection_MATCH_ANY, interfaces, ATSPI_Collection_MATCH_NONE, FALSE);
    GArray *matches = atspi_collection_get_matches(collection, rule, ATSPI_Collection_SORT_ORDER_CANONICAL, 1, TRUE, NULL);
    AtspiAccessible *found = NULL;
    if (matches) {
        for (guint i = 0; i < matches->len; i++) {
            AtspiAccessible *match = g_array_index(matches, AtspiAccessible *, i);
            if (!found) found = match; else g_object_unref(match);
        }
        g_array_free(matches, TRUE);
    }
    g_object_unref(rule);
    g_array_free(interfaces, TRUE);
    g_array_free(roles, TRUE);
    g_hash_table_unref(attributes);
    g_object_unref(states);
    g_object_unref(collection);
    return found;
}

// The interfaces come as a GArray of strings (g_array_index is a macro).
int CAtspiShim_has_interface(AtspiAccessible *accessible, const char *name) {
    GArray *interfaces = atspi_accessible_get_interfaces(accessible);
    if (!interfaces) return 0;
    int found = 0;
    for (guint i = 0; i < interfaces->len; i++) {
        char *interface = g_array_index(interfaces, char *, i);
        if (!found && interface && strcmp(interface, name) == 0) found = 1;
        g_free(interface);
    }
    g_array_free(interfaces, TRUE);
    return found;
}

// atspi_accessible_get_child_at_index reads `children->pdata[index]` unchecked when the
// children are cached (an empty array has no pdata: a NULL dereference). Where libatspi may
// answer from the cache (`cached_properties`, a public field), the index is checked against the
// count, which the cache answers then without a round trip; otherwise the app is asked, safely.
AtspiAccessible *CAtspiShim_child_at_index(AtspiAccessible *accessible, int index) {
    if (!accessible || index < 0) return NULL;
    if ((accessible->cached_properties & ATSPI_CACHE_CHILDREN)
        && index >= atspi_accessible_get_child_count(accessible, NULL)) return NULL;
    return atspi_accessible_get_child_at_index(accessible, index, NULL);
}

int CAtspiShim_probe_bus(const char *address, int timeout_ms, char **message) {
    DBusError error;
    dbus_error_init(&error);
    *message = NULL;
    DBusConnection *connection = dbus_connection_open_private(address, &error);
    if (!connection) {
        *message = strdup(error.message ? error.message : "cannot connect");
        dbus_error_free(&error);
        return 0;
    }
    int ok = 0;
    if (!dbus_bus_register(connection, &error)) {
        *message = strdup(error.message ? error.message : "cannot register on the bus");
    } else {
        DBusMessage *call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress");
        DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, call, timeout_ms, &error);
        dbus_message_unref(call);
        const char *bus = NULL;
        if (reply && dbus_message_get_args(reply, &error, DBUS_TYPE_STRING, &bus, DBUS_TYPE_INVALID) && bus && *bus) {
            ok = 1;
        } else {
            *message = strdup(dbus_error_is_set(&error) && error.message ? error.message
                              : "org.a11y.Bus.GetAddress gave no address");
        }
        if (reply) dbus_message_unref(reply);
    }
    dbus_error_free(&error);
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
    return ok;
}

int CAtspiShim_a11y_bus_connected(int timeout_ms) {
    DBusConnection *bus = atspi_get_a11y_bus();
    if (bus == NULL || !dbus_connection_get_is_connected(bus)) return 0;
    /* The connection notices a dead bus only when it talks to it: ask the bus daemon for a Ping. */
    DBusMessage *ping = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                     "org.freedesktop.DBus.Peer", "Ping");
    if (ping == NULL) return 1;
    DBusError error;
    dbus_error_init(&error);
    DBusMessage *reply = dbus_connection_send_with_reply_and_block(bus, ping, timeout_ms, &error);
    dbus_message_unref(ping);
    if (reply != NULL) {
        dbus_message_unref(reply);
        return 1;
    }
    int alive = !(dbus_error_has_name(&error, DBUS_ERROR_DISCONNECTED) || !dbus_connection_get_is_connected(bus));
    dbus_error_free(&error);
    return alive;
}

int CAtspiShim_a11y_bus_id(char *buffer, int size) {
    if (buffer == NULL || size <= 0) return 0;
    buffer[0] = 0;
    DBusConnection *bus = atspi_get_a11y_bus();
    if (bus == NULL) return 0;
    char *id = dbus_connection_get_server_id(bus);
    if (id == NULL) return 0;
    strncpy(buffer, id, (size_t)size - 1);
    buffer[size - 1] = 0;
    dbus_free(id);
    return 1;
}

static void free_range(AtspiTextRange *range) {
    if (range == NULL) return;
    g_free(range->content);
    g_free(range);
}

char *CAtspiShim_text_line(AtspiText *text, int offset, int *start) {
    if (text == NULL || start == NULL) return NULL;
    GError *error = NULL;
    AtspiTextRange *range = atspi_text_get_string_at_offset(text, offset, ATSPI_TEXT_GRANULARITY_LINE, &error);
    if (error != NULL || range == NULL || range->content == NULL) {
        g_clear_error(&error);
        free_range(range);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        range = atspi_text_get_text_at_offset(text, offset, ATSPI_TEXT_BOUNDARY_LINE_START, &error);
#pragma GCC diagnostic pop
        if (error != NULL || range == NULL || range->content == NULL) {
            g_clear_error(&error);
            free_range(range);
            return NULL;
        }
    }
    *start = range->start_offset;
    char *content = range->content;
    g_free(range);
    return content;
}
