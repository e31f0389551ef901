#!/usr/bin/python3
"""A GTK 3 window for the desktop source's tests: a button, a check box, a slider labelled by a
mnemonic label, an entry, a list of 12 rows and two status labels in live regions. It prints what
the user did to stdout, one line each ("clicked Start", "volume 45", "caret 3"), so a test sees
the app react."""
import ctypes
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, GLib

# Live regions: GTK 3 has no API for ARIA's aria-live, so the status labels below give their
# accessible the object attribute "live" themselves, as Firefox and WebKit do for a live region.
# ATK frees the attribute set it gets, so it is made of GLib memory; PyGObject warns that it cannot
# check a list of pointers, which is why GLib's warnings of this app are silenced.
glib = ctypes.CDLL("libglib-2.0.so.0")
glib.g_malloc0.restype = ctypes.c_void_p
glib.g_malloc0.argtypes = [ctypes.c_size_t]
glib.g_strdup.restype = ctypes.c_void_p
glib.g_strdup.argtypes = [ctypes.c_char_p]
GLib.log_set_handler(None, GLib.LogLevelFlags.LEVEL_WARNING | GLib.LogLevelFlags.LEVEL_CRITICAL,
                     lambda *args: None)


def atk_attribute(name, value):
    pair = glib.g_malloc0(2 * ctypes.sizeof(ctypes.c_void_p))
    fields = (ctypes.c_void_p * 2).from_address(pair)
    fields[0] = glib.g_strdup(name.encode())
    fields[1] = glib.g_strdup(value.encode())
    return pair


def live_class(widget, accessible, politeness):
    class LiveAccessible(accessible):
        def do_get_attributes(self):
            return [atk_attribute("live", politeness)]

    class LiveWidget(widget):
        pass

    LiveWidget.set_accessible_type(LiveAccessible.__gtype__)
    return LiveWidget

title = sys.argv[1] if len(sys.argv) > 1 else "Desktop Test GTK3"


def say(line):
    print(line, flush=True)


window = Gtk.Window(title=title)
window.connect("destroy", Gtk.main_quit)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)
window.add(box)

start = Gtk.Button(label="Start")
start.set_tooltip_text("Starts the timer")


def on_start(button):
    say("clicked " + button.get_label())
    button.set_label("Stop" if button.get_label() == "Start" else "Start")
    acc = button.get_accessible()
    try:
        acc.emit("announcement", "Timer " + ("started" if button.get_label() == "Stop" else "stopped"))
    except TypeError:
        say("no announcement signal")


start.connect("clicked", on_start)
box.pack_start(start, False, False, 0)

bold = Gtk.CheckButton(label="Bold")
bold.set_active(True)
box.pack_start(bold, False, False, 0)

row = Gtk.Box(spacing=4)
volume_label = Gtk.Label.new_with_mnemonic("_Volume")
volume = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 100, 5)
volume.set_value(40)
volume.set_size_request(200, -1)
volume_label.set_mnemonic_widget(volume)
volume.connect("value-changed", lambda s: say("volume %d" % round(s.get_value())))
row.pack_start(volume_label, False, False, 0)
row.pack_start(volume, True, True, 0)
box.pack_start(row, False, False, 0)

name_row = Gtk.Box(spacing=4)
name_label = Gtk.Label.new_with_mnemonic("_Name")
name = Gtk.Entry()
name.set_text("Hello world")
name_label.set_mnemonic_widget(name)
name.connect("notify::cursor-position", lambda e, p: say("caret %d" % e.get_position()))
name.connect("changed", lambda e: say("name " + e.get_text()))
name.connect("activate", lambda e: say("submitted " + e.get_text()))
name_row.pack_start(name_label, False, False, 0)
name_row.pack_start(name, True, True, 0)
box.pack_start(name_row, False, False, 0)

fruits = Gtk.ListBox()
for i in range(1, 13):
    fruits.add(Gtk.Label(label="Item %d" % i))
box.pack_start(fruits, False, False, 0)

# A status line in a polite live region and a counter in a live region that is "off": a reader
# hears the status change, not the counter.
status = live_class(Gtk.Label, Gtk.LabelAccessible, "polite")(label="Ready")
toggles = live_class(Gtk.Label, Gtk.LabelAccessible, "off")(label="No toggles yet")
box.pack_start(status, False, False, 0)
box.pack_start(toggles, False, False, 0)
toggle_count = 0


def on_bold(button):
    global toggle_count
    toggle_count += 1
    say("bold " + str(button.get_active()))
    status.set_text("Bold is " + ("on" if button.get_active() else "off"))
    toggles.set_text("%d toggles" % toggle_count)


bold.connect("toggled", on_bold)

window.show_all()
start.grab_focus()
say("ready")
Gtk.main()
