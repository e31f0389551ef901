#!/usr/bin/python3
"""A GTK 3 window for the desktop source's tests: a button, a check box, a slider labelled by a
mnemonic label, an entry and a list of 12 rows. It prints what the user did to stdout, one line
each ("clicked Start", "volume 45", "caret 3"), so a test sees the app react."""
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, GLib

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
bold.connect("toggled", lambda b: say("bold " + str(b.get_active())))
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

window.show_all()
start.grab_focus()
say("ready")
Gtk.main()
